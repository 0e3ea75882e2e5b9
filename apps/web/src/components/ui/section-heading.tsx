import type { ReactNode } from 'react';
import styles from './section-heading.module.css';

type Props = {
  id: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  action?: ReactNode;
  centered?: boolean;
};

/** A section's label, serif title and optional link on the right. */
export function SectionHeading({ id, eyebrow, title, action, centered = false }: Props) {
  return (
    <div className={[styles.heading, centered ? styles.centered : ''].join(' ')}>
      <div className={styles.titles}>
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
      </div>
      {action}
    </div>
  );
}

/** A section of home: the page's width, room above, its heading, then what it shows. */
export function TitledSection({
  children,
  ...heading
}: Omit<Props, 'centered'> & { children: ReactNode }) {
  return (
    <section className={`container ${styles.section}`} aria-labelledby={heading.id}>
      <SectionHeading {...heading} />
      {children}
    </section>
  );
}
