import { texts as shared } from '../../texts.ts';

/**
 * Exporting and importing the catalogue as CSV: the words only this area shows. `texts` here holds
 * them after the shared ones (src/texts.ts), so the area's code reads every word from its own
 * folder.
 */
export const texts = {
  ...shared,
  catalogCsv: {
    export: 'Export CSV',
    importLink: 'Import CSV',
    exportHint: 'The products the list shows, with its filters, to edit in a spreadsheet.',
    importTitle: 'Import products from a CSV',
    intro:
      'Choose a CSV (saved as "CSV UTF-8"), in the columns the export has. Rows are matched with products by SKU. Nothing changes until you confirm.',
    variantsHelp:
      "A product with options (ring sizes, metals) has its own row, then a row per variant with the same SKU: the variant column names it (ring-size=12), and its variant_sku, variant_price_change, stock and low_stock_at are that variant's. The stock on the product's own row is the stock not counted per variant yet. A file without the variant columns imports as before.",
    file: 'CSV file',
    check: 'Check the file',
    checking: 'Checking…',
    report: 'What the import would do',
    rows: 'Rows',
    create: 'To create',
    update: 'To update',
    unchanged: 'Unchanged',
    errorsTitle: 'Errors to correct',
    errorsLabel: 'Errors by row and column',
    row: 'Row',
    column: 'Column',
    message: 'Error',
    errorsLeftOut: (count: string) => `And ${count} more errors not listed.`,
    noErrors: 'No errors.',
    fixFirst: 'Correct the file and check it again: confirming needs a file without errors.',
    confirm: 'Confirm the import',
    confirming: 'Importing…',
    failed:
      'Nothing was imported: the catalogue changed since the check. The errors below say where; upload the file again.',
    applied: (created: string, updated: string) =>
      `Imported: ${created} created, ${updated} updated.`,
    another: 'Import another file',
  },
} as const;
