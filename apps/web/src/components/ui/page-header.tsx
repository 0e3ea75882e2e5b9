import type { ReactNode } from 'react';
import styles from './page-header.module.css';

type Props = { eyebrow?: ReactNode; title: ReactNode; lede?: ReactNode; id?: string };

/** The opening of a content page: a small label, a serif title, a short line, a gold rule. */
export function PageHeader({ eyebrow, title, lede, id }: Props) {
  return (
    <header className={styles.header}>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h1 id={id} className={styles.title}>
        {title}
      </h1>
      {lede ? <p className={styles.lede}>{lede}</p> : null}
      <hr className={styles.rule} />
    </header>
  );
}
