import type { ReactNode } from 'react';
import styles from './alert.module.css';

/** What went wrong, read out as soon as it shows (the server's message, as it came). */
export function Alert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className={styles.alert}>
      {children}
    </div>
  );
}

/** A quiet word that something worked, read out politely. Always rendered, so it is announced. */
export function Notice({ children }: { children?: ReactNode }) {
  return (
    <div role="status" className={children ? styles.notice : undefined}>
      {children}
    </div>
  );
}

/** A quiet line on top of a screen, with an optional link. */
export function Banner({ children }: { children: ReactNode }) {
  return <div className={styles.banner}>{children}</div>;
}
