const NETWORKS: Record<string, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  pinterest: 'Pinterest',
  x: 'X',
  twitter: 'X',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
};

/** A network's proper name from the socialMedia block's `icon`, for link labels. */
export function socialLabel(icon: string): string {
  return NETWORKS[icon.toLowerCase()] ?? icon;
}
