import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { cx } from '../../lib/cx.ts';
import { buttonClass, type Look } from './button-class.ts';
import styles from './button.module.css';

type ButtonProps = ComponentProps<'button'> & Look & { pending?: boolean };

/** A button; `pending` shows progress and keeps it from being pressed twice. */
export function Button({
  variant,
  size,
  block,
  pending = false,
  disabled,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cx(buttonClass({ variant, size, block }), className)}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...rest}
    >
      {pending && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}

type LinkProps = ComponentProps<typeof Link> & Look;

/** A link that looks like a button. */
export function ButtonLink({ variant, size, block, className, ...rest }: LinkProps) {
  return <Link className={cx(buttonClass({ variant, size, block }), className)} {...rest} />;
}
