import { useEffect, useRef } from 'react';
import { Button } from '../../components/ui/button.tsx';
import styles from './catalog.module.css';
import { texts } from './texts.ts';

/**
 * Up and down buttons for an entry of an ordered list. The focus follows the entry as it moves;
 * at the top or bottom, where its button turns off, it goes to the other one.
 */
export function ReorderButtons({
  name,
  index,
  count,
  disabled = false,
  onMove,
}: {
  name: string;
  index: number;
  count: number;
  disabled?: boolean;
  onMove: (by: -1 | 1) => void;
}) {
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const last = useRef<-1 | 1 | null>(null);
  useEffect(() => {
    if (last.current === -1 && index === 0) down.current?.focus();
    if (last.current === 1 && index === count - 1) up.current?.focus();
    last.current = null;
  }, [index, count]);
  const move = (by: -1 | 1) => {
    last.current = by;
    onMove(by);
  };
  return (
    <span className={styles.rowButtons}>
      <Button
        ref={up}
        size="sm"
        aria-label={texts.catalogue.moveUp(name)}
        disabled={disabled || index === 0}
        onClick={() => move(-1)}
      >
        <span aria-hidden="true">↑</span>
      </Button>
      <Button
        ref={down}
        size="sm"
        aria-label={texts.catalogue.moveDown(name)}
        disabled={disabled || index === count - 1}
        onClick={() => move(1)}
      >
        <span aria-hidden="true">↓</span>
      </Button>
    </span>
  );
}
