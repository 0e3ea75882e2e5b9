import type { ReactNode } from 'react';
import styles from './table.module.css';

/**
 * A table in a scrolling, keyboard-reachable region with a sticky header row. Columns are given
 * as header labels; rows as `<tr>`s of `<td>`s. `empty` shows instead of the table when no row.
 */
export function DataTable({
  label,
  columns,
  children,
  empty,
  isEmpty,
}: {
  label: string;
  columns: readonly string[];
  children: ReactNode;
  empty: ReactNode;
  isEmpty: boolean;
}) {
  if (isEmpty) return <div className={styles.empty}>{empty}</div>;
  return (
    // A region that scrolls must be reachable by keyboard (axe scrollable-region-focusable).
    <div className={styles.region} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** Rows standing in for a table's while it loads. */
export function TableSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      {Array.from({ length: rows }, (_, index) => (
        <span key={index} className={styles.skeletonRow} />
      ))}
    </div>
  );
}
