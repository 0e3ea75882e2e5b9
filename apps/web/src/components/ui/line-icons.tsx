import { iconOf } from './icon-of.ts';

// The drawers' line controls, apart from icons.tsx (in the page's first JavaScript): only the cart
// and wishlist drawers, which load when first opened, draw these.

export const MinusIcon = iconOf(<path d="M5 12h14" />);

export const TrashIcon = iconOf(
  <path d="M4.5 7h15M9.5 7V4.5h5V7M6.5 7l1 13h9l1-13M10 11v5.5M14 11v5.5" />,
);
