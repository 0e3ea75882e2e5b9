import type { ComponentType } from 'react';
import type { IconProps } from './icons.tsx';
import { iconOf } from './icon-of.ts';

const Instagram = iconOf(
  <rect x="3.5" y="3.5" width="17" height="17" rx="5" />,
  <circle cx="12" cy="12" r="4" />,
  <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />,
);
const Facebook = iconOf(
  <path d="M14.5 21v-7.5H17l.5-3h-3V8.6c0-.9.4-1.6 1.7-1.6h1.4V4.3A17 17 0 0 0 15.3 4C13 4 11.5 5.4 11.5 7.9v2.6H9v3h2.5V21" />,
);
const Pinterest = iconOf(
  <circle cx="12" cy="12" r="8.5" />,
  <path d="M11 9.5c.2-1 1.2-1.8 2.4-1.6 1.5.2 2.3 1.7 1.9 3.3-.4 1.6-1.6 2.6-2.8 2.3M12 11l-2 9" />,
);
const X = iconOf(<path d="m4.5 4.5 15 15M19.5 4.5l-6.3 6.3M10.8 13.2 4.5 19.5" />);
const YouTube = iconOf(
  <rect x="2.5" y="5.5" width="19" height="13" rx="3.5" />,
  <path d="m10.2 9.3 4.6 2.7-4.6 2.7V9.3Z" />,
);
const LinkedIn = iconOf(
  <rect x="3.5" y="3.5" width="17" height="17" rx="2" />,
  <path d="M8 10.5V16M8 7.8v.1M11.5 16v-5.5M11.5 13c0-1.5.9-2.6 2.2-2.6 1.3 0 1.8.9 1.8 2.4V16" />,
);
const Globe = iconOf(
  <circle cx="12" cy="12" r="8.5" />,
  <path d="M3.5 12h17M12 3.5c2.4 2.6 2.4 14.4 0 17M12 3.5c-2.4 2.6-2.4 14.4 0 17" />,
);

const ICONS: Record<string, ComponentType<IconProps>> = {
  instagram: Instagram,
  facebook: Facebook,
  pinterest: Pinterest,
  x: X,
  twitter: X,
  youtube: YouTube,
  linkedin: LinkedIn,
};

/**
 * A social network's icon by the `icon` name of the socialMedia block; a globe when unknown.
 * Drawn at 18 px.
 */
export function SocialIcon({ name }: { name: string }) {
  const Component = ICONS[name.toLowerCase()] ?? Globe;
  return <Component size={18} />;
}
