import { readFileSync, writeFileSync } from 'node:fs';
import { format } from 'prettier';
import { expect } from 'vitest';

/**
 * Checks that `doc` holds `rows` as a Markdown table between the `start` and `end` markers, or
 * (with UPDATE_DOCS=1) writes it there. A table in the docs that a test writes never drifts.
 */
export async function expectDocTable(
  doc: string,
  markers: { start: string; end: string },
  headings: readonly string[],
  rows: readonly string[][],
) {
  const markdown = (
    await format(
      [
        `| ${headings.join(' | ')} |`,
        `| ${headings.map(() => '---').join(' | ')} |`,
        ...rows.map((row) => `| ${row.join(' | ')} |`),
      ].join('\n'),
      { parser: 'markdown' },
    )
  ).trim();
  const text = readFileSync(doc, 'utf8');
  const start = text.indexOf(markers.start);
  const end = text.indexOf(markers.end);
  expect(start, `${doc} has the markers ${markers.start}`).toBeGreaterThan(-1);
  const current = text.slice(start + markers.start.length, end).trim();
  if (process.env.UPDATE_DOCS === '1' && current !== markdown) {
    writeFileSync(
      doc,
      `${text.slice(0, start + markers.start.length)}\n\n${markdown}\n\n${text.slice(end)}`,
    );
    return;
  }
  expect(current, `${doc}: rerun with UPDATE_DOCS=1`).toBe(markdown);
}
