import type { MouseEvent } from 'react';

/**
 * A click on a list's row opens what the row's link opens (the keyboard has the link itself);
 * not a click on a link or button in it, nor one that ends a selection of its text.
 */
export function openFromRow(event: MouseEvent, open: () => void) {
  const target = event.target as HTMLElement;
  if (target.closest('a, button') || window.getSelection()?.toString()) return;
  open();
}
