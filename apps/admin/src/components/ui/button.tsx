import { buttons } from './button-class.ts';

/** A button; `pending` shows progress and keeps it from being pressed twice. */
export const Button = buttons.Button;

/** A link that looks like a button. */
export const ButtonLink = buttons.ButtonLink;
