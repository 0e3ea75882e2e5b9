import type { ReactNode } from 'react';
import { PlusIcon } from './screen-icons.tsx';
import styles from './accordion.module.css';

export type AccordionItem = { id: string; title: ReactNode; content: ReactNode };

/** Native disclosure widgets: keyboard and screen-reader support come with the platform. */
export function Accordion({ items }: { items: AccordionItem[] }) {
  return (
    <div className={styles.list}>
      {items.map((item) => (
        <details key={item.id} className={styles.item}>
          <summary className={styles.summary}>
            <span>{item.title}</span>
            <PlusIcon className={styles.icon} />
          </summary>
          <div className={styles.content}>{item.content}</div>
        </details>
      ))}
    </div>
  );
}
