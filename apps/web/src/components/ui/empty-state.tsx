import type { ReactNode } from 'react';
import { DiamondIcon } from './screen-icons.tsx';
import styles from './empty-state.module.css';

/** An empty state: a short serif line and one action. */
export function EmptyState({ text, action }: { text: ReactNode; action?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <DiamondIcon size={32} className={styles.mark} />
      <p className={styles.text}>{text}</p>
      {action}
    </div>
  );
}
