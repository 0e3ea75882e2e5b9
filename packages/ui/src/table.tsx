import type { ReactNode } from 'react';
import { cx } from './cx.ts';
import styles from './table.module.css';

type TableRegionProps = {
  /** The region's name, or the id of the heading that names it. */
  name: { label: string } | { labelledBy: string };
  className?: string;
  tableClassName?: string;
  /** Its rows are being asked for again (a new filter, page or sort): screen readers wait. */
  busy?: boolean;
  /** The table's `<thead>` and `<tbody>`. */
  children: ReactNode;
};

/**
 * A table in a scrolling region the keyboard can reach (axe scrollable-region-focusable), named
 * for screen readers, under its sticky header row.
 */
export function TableRegion({
  name,
  className,
  tableClassName,
  busy = false,
  children,
}: TableRegionProps) {
  return (
    <div
      className={cx(styles.region, className)}
      role="region"
      aria-label={'label' in name ? name.label : undefined}
      aria-labelledby={'labelledBy' in name ? name.labelledBy : undefined}
      aria-busy={busy || undefined}
      tabIndex={0}
    >
      <table className={cx(styles.table, tableClassName)}>{children}</table>
    </div>
  );
}
