import {
  cloneElement,
  isValidElement,
  useEffect,
  useId,
  useRef,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { cx } from './cx.ts';
import { CloseDialog, useBodyScrollLock, useFocusTrap } from './modal.ts';
import styles from './dialog.module.css';

/** An app's look for its dialogs: a class for each part. */
export type DialogLook = {
  overlay?: string;
  dialog?: string;
  header?: string;
  title?: string;
  close?: string;
  description?: string;
};

/** What the dialog gives the button that opens it. */
type TriggerProps = {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  'aria-haspopup'?: 'dialog';
  'aria-expanded'?: boolean;
};

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** What the dialog is about, read with its title. */
  description?: ReactNode;
  /** The button that opens it: it says it opens a dialog, and gets the focus back. */
  trigger?: ReactNode;
  /** The words of a close button in the corner; without them, no such button. */
  closeLabel?: string;
  /** A press outside the dialog closes it, as Escape does. */
  closeOnOutsidePress?: boolean;
  look?: DialogLook;
  children?: ReactNode;
};

/**
 * A modal dialog: focus stays inside it and starts on its first control, Escape (and the close
 * button) closes it, the page behind neither scrolls nor is read by screen readers, and the
 * focus goes back to where it was when it closes.
 */
export function Dialog({ trigger, ...props }: DialogProps) {
  const { open, onOpenChange } = props;
  return (
    <>
      {isValidElement<TriggerProps>(trigger) &&
        cloneElement(trigger, {
          onClick: (event: MouseEvent<HTMLElement>) => {
            trigger.props.onClick?.(event);
            if (!event.defaultPrevented) onOpenChange(true);
          },
          'aria-haspopup': 'dialog',
          'aria-expanded': open,
        })}
      {open && <OpenDialog {...props} />}
    </>
  );
}

function OpenDialog({
  onOpenChange,
  title,
  description,
  closeLabel,
  closeOnOutsidePress = false,
  look = {},
  children,
}: Omit<DialogProps, 'trigger' | 'open'>) {
  const id = useId();
  const overlay = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const close = () => onOpenChange(false);
  useBodyScrollLock(true);
  useFocusTrap(dialog, true, close);
  useEffect(() => {
    const shown = [overlay.current, dialog.current].filter((node) => node !== null);
    const hidden = [...document.body.children].filter(
      (node) => !shown.includes(node as HTMLDivElement) && !node.hasAttribute('aria-hidden'),
    );
    for (const node of hidden) node.setAttribute('aria-hidden', 'true');
    return () => {
      for (const node of hidden) node.removeAttribute('aria-hidden');
    };
  }, []);
  return createPortal(
    <CloseDialog value={close}>
      <div
        ref={overlay}
        className={cx(styles.overlay, look.overlay)}
        aria-hidden="true"
        onPointerDown={closeOnOutsidePress ? close : undefined}
      />
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-description` : undefined}
        tabIndex={-1}
        className={cx(styles.dialog, look.dialog)}
      >
        <div className={look.header}>
          <h2 id={`${id}-title`} className={look.title}>
            {title}
          </h2>
          {closeLabel && (
            <button type="button" className={look.close} aria-label={closeLabel} onClick={close}>
              <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
                <path d="M3 3l10 10M13 3 3 13" stroke="currentColor" strokeWidth="1.5" />
              </svg>
            </button>
          )}
        </div>
        {description && (
          <p id={`${id}-description`} className={look.description}>
            {description}
          </p>
        )}
        {children}
      </div>
    </CloseDialog>,
    document.body,
  );
}
