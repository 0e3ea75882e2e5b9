import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';

type Look = { variant?: 'primary' | 'secondary' | 'light' | 'quiet'; fullWidth?: boolean };

function buttonClass({ variant = 'primary', fullWidth = false }: Look, extra?: string) {
  return [styles.button, styles[variant], fullWidth ? styles.full : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & Look & { children: ReactNode };

export function Button({ variant, fullWidth, className, type = 'button', ...rest }: ButtonProps) {
  return (
    <button type={type} className={buttonClass({ variant, fullWidth }, className)} {...rest} />
  );
}

type ButtonLinkProps = LinkProps & Look;

export function ButtonLink({ variant, fullWidth, className, ...rest }: ButtonLinkProps) {
  return <Link className={buttonClass({ variant, fullWidth }, className)} {...rest} />;
}
