import type { ComponentProps } from 'react';
import { Link } from 'react-router';

/**
 * An app's look for its buttons: a CSS module whose `button` class composes this package's
 * `button` (button.module.css: the structure and the busy sign) and whose `block` composes its
 * `block`, with a class named after each variant and size the app offers.
 */
export type ButtonLook = Readonly<Record<string, string>>;

/** How one button looks: `block` takes the whole width. */
export type ButtonStyle<Variant extends string, Size extends string> = {
  variant?: Variant;
  size?: Size;
  block?: boolean;
};

/**
 * The buttons of an app, in its look: `Button` (`pending` shows a busy sign and keeps it from
 * being pressed twice), `ButtonLink` (a link that looks like a button) and `buttonClass` (a
 * button's classes, for an element that is neither, such as a download link).
 */
export function createButtons<Variant extends string, Size extends string = never>(
  look: ButtonLook,
  defaults: { variant: Variant; size?: Size },
) {
  const buttonClass = (
    { variant = defaults.variant, size = defaults.size, block }: ButtonStyle<Variant, Size> = {},
    className?: string,
  ) =>
    [look.button, look[variant], size && look[size], block && look.block, className]
      .filter(Boolean)
      .join(' ');

  function Button({
    variant,
    size,
    block,
    pending = false,
    disabled,
    className,
    type = 'button',
    ...rest
  }: ComponentProps<'button'> & ButtonStyle<Variant, Size> & { pending?: boolean }) {
    return (
      <button
        type={type}
        className={buttonClass({ variant, size, block }, className)}
        disabled={disabled || pending}
        aria-busy={pending || undefined}
        {...rest}
      />
    );
  }

  function ButtonLink({
    variant,
    size,
    block,
    className,
    ...rest
  }: ComponentProps<typeof Link> & ButtonStyle<Variant, Size>) {
    return <Link className={buttonClass({ variant, size, block }, className)} {...rest} />;
  }

  return { Button, ButtonLink, buttonClass };
}
