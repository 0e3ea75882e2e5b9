import { createButtons } from '@aurelle/ui/button';
import look from './button.module.css';

/**
 * The shop's buttons (@aurelle/ui) in its look: an ink fill (primary), a hairline outline
 * (secondary), ivory on a picture (light) and a quiet underlined link; `block` inside drawers.
 */
const buttons = createButtons<'primary' | 'secondary' | 'light' | 'quiet'>(look, {
  variant: 'primary',
});

export const Button = buttons.Button;
export const ButtonLink = buttons.ButtonLink;
