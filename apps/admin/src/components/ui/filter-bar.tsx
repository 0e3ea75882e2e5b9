import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../../lib/cx.ts';
import { texts } from '../../texts.ts';
import { Button } from './button.tsx';
import styles from './filter-bar.module.css';
import { SearchBox } from './search-box.tsx';

/**
 * A list's filters in a panel: the search box first and widest, then the filters, then Clear
 * filters (off while nothing is filtered). Each applies at once. `className` sets
 * `--filter-columns`, the bar's columns on a wide screen.
 */
export function FilterBar({
  search,
  filtering,
  onClear,
  className,
  children,
}: {
  /** The search box's label, placeholder, text and what it searches for. */
  search: ComponentProps<typeof SearchBox>;
  filtering: boolean;
  onClear: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={cx(styles.bar, className)}>
      <legend className="visually-hidden">{texts.filterBar.label}</legend>
      <div className={styles.search}>
        <SearchBox {...search} />
      </div>
      {children}
      <div className={styles.clear}>
        <Button disabled={!filtering} onClick={onClear}>
          {texts.filterBar.clear}
        </Button>
      </div>
    </fieldset>
  );
}
