import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './stat-card.module.css';

type Props = {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  /** Where the figure's list is, once there is one: the label becomes a link to it. */
  to?: string;
};

/** One figure of a dashboard: a term and its value, in a white panel. Sits in a `StatGroup`. */
export function StatCard({ label, value, hint, to }: Props) {
  return (
    <div className={styles.card}>
      <dt className={styles.label}>
        {to ? (
          <Link to={to} className={styles.link}>
            {label}
          </Link>
        ) : (
          label
        )}
      </dt>
      <dd className={styles.value}>{value}</dd>
      {hint && <dd className={styles.hint}>{hint}</dd>}
    </div>
  );
}

/** The list of a section's figures. */
export function StatGroup({ children }: { children: ReactNode }) {
  return <dl className={styles.group}>{children}</dl>;
}
