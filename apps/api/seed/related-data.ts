/**
 * The demo's owner-picked related pieces, by SKU, in the owner's order: a few pieces shown with
 * their set (the ring's studs, pendant and bracelet). Every other product shows the nearest in
 * price of its category or collection, so the demo has both kinds.
 */
export const RELATED_PIECES: Readonly<Record<string, readonly string[]>> = {
  // Lumière Solitaire Ring: the Lumière studs and pendant, and the Opus tennis bracelet.
  'AU-RG-001': ['AU-ER-001', 'AU-PD-002', 'AU-BR-001'],
  // Céleste Halo Ring: the Céleste halo studs, pendant, necklace and bangle.
  'AU-RG-002': ['AU-ER-002', 'AU-PD-001', 'AU-NK-006', 'AU-BG-009'],
  // Rubis Royale Ring: the rubies of the other categories.
  'AU-RG-003': ['AU-BG-006', 'AU-ER-006', 'AU-PD-005', 'AU-NK-007'],
  // Minuit Sapphire Drops: the Minuit pendant, bracelet and rivière.
  'AU-ER-005': ['AU-PD-004', 'AU-BR-003', 'AU-NK-004'],
};
