import { HUID_PATTERN } from '@aurelle/contract';

/** A HUID as typed or pasted, with the line of the box it is on (1-based). */
export type TypedHuid = { huid: string; line: number };

/** HUIDs typed one per line or separated by commas (or semicolons, tabs, spaces). */
export function huidsOf(text: string): TypedHuid[] {
  return text.split(/\r?\n/).flatMap((row, index) =>
    row
      .split(/[,;\t ]+/)
      .map((cell) => cell.trim().toUpperCase())
      .filter(Boolean)
      .map((huid) => ({ huid, line: index + 1 })),
  );
}

/** A CSV's first column, without the quotes; its first row is skipped when it is not a HUID. */
export function firstColumnOf(csv: string): string[] {
  const cells = csv
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((row) =>
      (row.split(/[,;\t]/)[0] ?? '')
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .trim(),
    );
  const [first, ...rest] = cells;
  const rows = first !== undefined && HUID_PATTERN.test(first.toUpperCase()) ? cells : rest;
  return rows.filter(Boolean);
}
