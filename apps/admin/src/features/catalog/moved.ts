/** A list with one entry moved up (-1) or down (+1). */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const next = [...list];
  const [entry] = next.splice(index, 1);
  if (entry !== undefined) next.splice(index + by, 0, entry);
  return next;
}
