import { iconOf } from './icon-of.ts';

// Icons that only screens and drawers draw (the product page, the cart, accounts, sharing): here
// rather than in icons.tsx, whose module loads with the app, so they load with those screens.

export const PlusIcon = iconOf(<path d="M12 5v14M5 12h14" />);

export const DiamondIcon = iconOf(
  <path d="M6.5 4h11L21 9l-9 11L3 9l3.5-5Z" />,
  <path d="M3 9h18M9.5 4 8 9l4 11 4-11-1.5-5" />,
);

export const LinkIcon = iconOf(
  <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />,
  <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />,
);
