import { createButtons } from '@aurelle/ui/button';
import look from './button.module.css';

/**
 * The back office's buttons (@aurelle/ui) in its look: the accent for the main action (primary),
 * a white panel (secondary), an underlined word (quiet) and a red edge (danger); sm in rows.
 */
export const buttons = createButtons<'primary' | 'secondary' | 'quiet' | 'danger', 'md' | 'sm'>(
  look,
  { variant: 'secondary', size: 'md' },
);

/** A button's classes, for an element that is not a button (a download link). */
export const buttonClass = buttons.buttonClass;
