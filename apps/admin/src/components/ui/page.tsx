import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import styles from './page.module.css';

/** A screen of the signed-in app: its title (in the serif, and the tab's), actions, content. */
export function Page({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1>{title}</h1>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {children}
    </div>
  );
}

/** A titled part of a screen. */
export function Section({
  title,
  children,
  panel = false,
}: {
  title: string;
  children: ReactNode;
  /** In a white panel (a form, a short list), rather than on the ground (cards, tables). */
  panel?: boolean;
}) {
  return (
    <section className={panel ? `${styles.section} ${styles.panel}` : styles.section}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

/** A screen in the narrow frame before the app (sign-in, its code, set-up): title and intro. */
export function FocusScreen({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className={styles.focus}>
      <h1>{title}</h1>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </div>
  );
}
