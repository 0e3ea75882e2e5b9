import type { ComponentProps, ReactNode } from 'react';
import styles from './text-section.module.css';

type Props = Omit<ComponentProps<'section'>, 'className'> & {
  heading: ReactNode;
  headingId?: string;
};

/** A section of a reading column: its serif heading, then its paragraphs in the soft ink. */
export function TextSection({ heading, headingId, children, ...rest }: Props) {
  return (
    <section className={styles.section} {...rest}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
