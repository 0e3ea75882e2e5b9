import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './back-link.module.css';

/** The way back to the list a screen was opened from, above its content. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={styles.back}>
      <span aria-hidden="true">← </span>
      {children}
    </Link>
  );
}
