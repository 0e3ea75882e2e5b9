import { useBodyScrollLock, useFocusTrap } from '@aurelle/ui/modal';
import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { usePresence } from '../../hooks/use-presence.ts';
import { BackIcon, CloseIcon } from './icons.tsx';
import styles from './drawer.module.css';

export const DRAWER_EXIT_MS = 220;

export type DrawerProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  side?: 'left' | 'right';
  /** A back arrow before the title (the cart drawer's steps), labelled by `label`. */
  back?: { label: string; onClick: () => void } | undefined;
  children: ReactNode;
};

/**
 * Every panel of the shell (spec §2): an aria-modal dialog with a focus trap, Escape to close,
 * a labelled close button, and the body scroll locked while open.
 */
export function Drawer({ open, onClose, title, side = 'right', back, children }: DrawerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const { mounted, closing } = usePresence(open, DRAWER_EXIT_MS);
  useBodyScrollLock(open);
  useFocusTrap(panelRef, open && mounted, onClose);
  if (!mounted) return null;

  const rootClass = [
    styles.root,
    side === 'right' ? styles.right : '',
    closing ? styles.closing : '',
  ];
  return (
    <div className={rootClass.join(' ')}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className={styles.header}>
          {back ? (
            <button
              type="button"
              className={styles.back}
              onClick={back.onClick}
              aria-label={back.label}
            >
              <BackIcon />
            </button>
          ) : null}
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={t('common.close')}
          >
            <CloseIcon />
          </button>
        </div>
        <div className={styles.content}>{children}</div>
      </div>
    </div>
  );
}

/** The scrolling part of a drawer. */
export function DrawerBody({ children }: { children: ReactNode }) {
  return <div className={styles.body}>{children}</div>;
}

/** The sticky footer of a drawer: the total and the main action. */
export function DrawerFooter({ children }: { children: ReactNode }) {
  return <div className={styles.footer}>{children}</div>;
}
