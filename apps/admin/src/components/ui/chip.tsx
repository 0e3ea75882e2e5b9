import type { ReactNode } from 'react';
import styles from './chip.module.css';

export type ChipTone = 'ok' | 'off' | 'warn' | 'error';

/** A small status label: its word says the state, the colour and mark only repeat it. */
export function Chip({ tone, children }: { tone: ChipTone; children: ReactNode }) {
  return (
    <span className={`${styles.chip} ${styles[tone]}`}>
      <span className={styles.mark} aria-hidden="true" />
      {children}
    </span>
  );
}
