import { createContext, useContext, useEffect, useRef, type RefObject } from 'react';

/** What Tab can reach: enabled controls, links and anything with a tab stop. */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function tabbables(node: HTMLElement): HTMLElement[] {
  return [...node.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => !element.closest('[inert],[hidden]'),
  );
}

/** The open traps, the last on top: only the top one answers the keyboard. */
const traps: object[] = [];

/**
 * Keeps Tab inside `ref` while active, calls `onEscape` on Escape, focuses `[data-autofocus]` or
 * the first control on open, and gives focus back to where it was on close. A key a control
 * inside has used already (an open listbox's Escape or Tab) is left to it; with one trap open
 * over another (a dialog from a drawer), the keys are the top one's.
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape: () => void,
) {
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  });

  useEffect(() => {
    const node = ref.current;
    if (!active || !node) return;
    const trap = {};
    traps.push(trap);
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const initial =
      node.querySelector<HTMLElement>('[data-autofocus]') ?? tabbables(node)[0] ?? node;
    initial.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || traps.at(-1) !== trap) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        escape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = tabbables(node);
      const first = items[0];
      const last = items[items.length - 1];
      const current = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        node.focus();
      } else if (event.shiftKey && (current === first || !node.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !node.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      traps.splice(traps.indexOf(trap), 1);
      if (previous?.isConnected) previous.focus();
    };
  }, [active, ref]);
}

/** Locks the page's scrolling while `locked`, keeping the scrollbar's room so nothing moves. */
export function useBodyScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const { body, documentElement } = document;
    const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    return () => {
      body.style.overflow = previous.overflow;
      body.style.paddingRight = previous.paddingRight;
    };
  }, [locked]);
}

/** The close of the dialog a component is in (dialog.tsx provides it). */
export const CloseDialog = createContext<() => void>(() => {});

/** Closes the dialog this is in (its Cancel button). */
export const useCloseDialog = () => useContext(CloseDialog);
