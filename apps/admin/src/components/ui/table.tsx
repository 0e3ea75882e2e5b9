import { TableRegion as Region } from '@aurelle/ui/table';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { cx } from '../../lib/cx.ts';
import { openFromRow } from '../../lib/row-click.ts';
import styles from './table.module.css';

/**
 * A table in a scrolling region the keyboard can reach (@aurelle/ui), under its sticky header
 * row. `stale`: its rows are being asked for again (a new filter, page or sort), so they fade
 * rather than vanish. `cards`: on a phone each row is a card, its cells placed by the table's
 * own grid areas (`tableClassName`).
 */
export function TableRegion({
  label,
  className,
  tableClassName,
  stale = false,
  cards = false,
  children,
}: {
  label: string;
  className?: string;
  tableClassName?: string;
  stale?: boolean;
  cards?: boolean;
  /** The table's `<thead>` and `<tbody>`. */
  children: ReactNode;
}) {
  return (
    <Region
      name={{ label }}
      className={cx(styles.region, className)}
      tableClassName={cx(
        styles.table,
        cards && styles.cards,
        tableClassName,
        stale && styles.stale,
      )}
      busy={stale}
    >
      {children}
    </Region>
  );
}

/** A table's column: its header, its class (a column of figures aligns right). */
export type Column = {
  label: string;
  className?: string;
  /** Read by a screen reader only: the column of pictures. */
  hidden?: boolean;
};

/** A table's header row: a `<th scope="col">` a column. */
export function TableHead({ columns }: { columns: readonly Column[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column.label} scope="col" className={column.className}>
            {column.hidden ? <span className="visually-hidden">{column.label}</span> : column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A row that opens `to` when clicked anywhere but its links and buttons (`openFromRow`). */
export function LinkedRow({ to, children }: { to: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <tr
      className={styles.linkedRow}
      onClick={(event) => openFromRow(event, () => void navigate(to))}
    >
      {children}
    </tr>
  );
}

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
    <TableRegion label={label}>
      <TableHead columns={columns.map((column) => ({ label: column }))} />
      <tbody>{children}</tbody>
    </TableRegion>
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
