import type { ReactNode } from 'react';
import { texts } from '../../texts.ts';
import { Button } from './button.tsx';
import styles from './pager.module.css';

/**
 * Under a list read a page at a time: which rows show, then First page and Next page. A button
 * whose handler is missing is off (already on the first page; no page after this one).
 */
export function Pager({
  status,
  onFirst,
  onNext,
  pending,
}: {
  status: ReactNode;
  onFirst?: () => void;
  onNext?: () => void;
  /** The next page is being asked for. */
  pending: boolean;
}) {
  return (
    <div className={styles.pager}>
      <p role="status">{status}</p>
      <div className={styles.buttons}>
        <Button disabled={!onFirst} onClick={onFirst}>
          {texts.pager.first}
        </Button>
        <Button disabled={!onNext} pending={pending} onClick={onNext}>
          {texts.pager.next}
        </Button>
      </div>
    </div>
  );
}
