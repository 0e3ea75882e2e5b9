import type { FastifyReply } from 'fastify';

/** What a spreadsheet may run as a formula when a cell starts with it (OWASP's CSV injection). */
const FORMULA_START = /^'*[=+\-@\t\r]/;

/**
 * A cell as written to the file: one that a spreadsheet would take as a formula gets a leading
 * `'`, which spreadsheets show as text. A cell already starting with `'` before such a sign gets
 * one more, so the import's `unguard` gives back exactly what was exported.
 */
export const guard = (cell: string) => (FORMULA_START.test(cell) ? `'${cell}` : cell);

/** A cell as read from the file: the `'` the export put before a formula sign is taken off. */
export const unguard = (cell: string) =>
  FORMULA_START.test(cell.slice(1)) && cell.startsWith("'") ? cell.slice(1) : cell;

/** Answers a CSV file as a download named `filename`. */
export function sendCsv(reply: FastifyReply, { filename, csv }: { filename: string; csv: string }) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(csv);
}
