import * as z from 'zod/mini';
import { adminProductListQuerySchema } from './catalog.schema.ts';

/**
 * Columns a file may leave out, the CSV's last: without `hsn` each product keeps its HSN, without
 * `metal` its pricing. `metal` empty is a fixed price; else the product is priced by that metal's
 * rate (`gold-22k`) from `net_weight_g`, `making_kind` (`percent` or `per_gram`), `making` (a
 * percentage or rupees per gram) and `stones` (rupees), and its `price` cell is not read.
 *
 * The variant columns: a product with options has, after its own row (`variant` empty), a row per
 * variant: its `sku` is the product's, `variant` names the combination by option code
 * (`ring-size=12|metal=Rose Gold`), `variant_sku`, `variant_price_change` (rupees added to the
 * product's price, negative to lower it), `stock` and `low_stock_at` are that variant's; the
 * product's other columns stay empty (or repeat the product's row). With the variant columns, the
 * product's own row's `stock` is the stock not counted per variant yet; without them (an older
 * file) it is the product's whole stock, as before.
 */
const optionalColumns = [
  'hsn',
  'metal',
  'net_weight_g',
  'making_kind',
  'making',
  'stones',
  'variant',
  'variant_sku',
  'variant_price_change',
] as const;

/**
 * The product catalogue's CSV, one product a row (then one a variant, above), in this order. Both languages side by side;
 * prices in rupees as the form takes them; the category and collection by slug; `filters` as
 * `metal=Yellow Gold|stone=Diamond`; `options` one line per option:
 * `ring-size (Ring size | Taille): 12; 14 +2000; 16 [Size 16 | Taille 16] -500` (a value, then its
 * labels in brackets when they are not the value itself, then its price change), or a JSON list
 * when a text holds one of the signs the line uses. `stock` and `low_stock_at` left empty keep
 * what the product has. Rows are matched with products by SKU (case does not matter).
 */
export const PRODUCT_CSV_COLUMNS = [
  'sku',
  'status',
  'name_en',
  'name_fr',
  'description_en',
  'description_fr',
  'slug',
  'price',
  'compare_at_price',
  'category',
  'collection',
  'filters',
  'options',
  'seo_title_en',
  'seo_title_fr',
  'seo_description_en',
  'seo_description_fr',
  'featured_rank',
  'hallmarked',
  'stock',
  'low_stock_at',
  ...optionalColumns,
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];
export const PRODUCT_CSV_OPTIONAL_COLUMNS: readonly ProductCsvColumn[] = optionalColumns;

/** The largest file the import takes, and its most rows (the header aside). */
export const IMPORT_MAX_BYTES = 15 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 10_000;
/** A report lists at most this many errors; `errorsLeftOut` counts the rest. */
export const IMPORT_MAX_ERRORS = 1000;

/** What the import says in its own words; a field's error is the form's (`catalogMessages`). */
export const catalogCsvMessages = {
  notUtf8: 'Save the file as "CSV UTF-8" and upload it again',
  unreadable: 'This file is not a CSV the import can read',
  empty: 'The file has no products below its first row',
  tooManyRows: `Split the file: at most ${IMPORT_MAX_ROWS.toLocaleString('en-IN')} rows at a time`,
  missingColumns: 'The first row must name the columns; missing: ',
  unknownColumns: 'The first row names columns the import does not know: ',
  statusInvalid: 'Write draft, active or archived',
  yesNoInvalid: 'Write yes or no',
  metalInvalid:
    'Write one of gold-24k, gold-22k, gold-18k, gold-14k, platinum-950, silver-925, or leave it empty for a fixed price',
  makingKindInvalid: 'Write percent or per_gram',
  stockInvalid: 'Enter a whole number of pieces, 0 or more',
  filtersInvalid: 'Write each filter as code=value, separated by |, like metal=Yellow Gold',
  optionsInvalid:
    'Write each option on its own line, like ring-size (Ring size | Taille): 12; 14 +2000',
  skuRepeated: (row: number) => `This SKU is on row ${row} too`,
  variantInvalid:
    'Write the variant as option=value for each option, separated by |, like ring-size=12|metal=Rose Gold',
  variantOptionUnknown: (code: string, codes: string) =>
    codes
      ? `This product has no option "${code}": its options are ${codes}`
      : `This product has no option "${code}": add it in the options column first`,
  variantValueUnknown: (code: string, value: string, values: string) =>
    `The option ${code} has no value "${value}": write one of ${values}`,
  variantUnknown: (codes: string) =>
    `This product has no such variant: name one value of each option (${codes})`,
  priceChangeInvalid: 'Enter an amount in rupees, like 2000 or -500; empty keeps the one it has',
  variantRepeated: (row: number) => `This variant is on row ${row} too`,
  variantWithoutProduct:
    "This variant's product has no row of its own: add one with this SKU and the variant column empty",
  variantRowProductCell: (row: number) =>
    `A variant's row leaves the product's columns empty: change this on the product's row (row ${row})`,
  variantSkuTaken: 'Another product or variant already has this SKU',
  stockCountedPerVariant: (counted: number) =>
    `${counted} of this product's pieces are counted per variant, so its stock cannot be less: export the catalogue again and change each variant's row`,
  slugRepeated: (row: number) => `This slug is on row ${row} too`,
  changedSinceDryRun: 'Someone saved this product after the dry run: upload the file again',
  importNotFound: 'No such import: upload the file again',
  alreadyApplied: 'This import has already been applied',
  applying: 'This import is being applied',
  notReady: 'This import has errors: correct the file and upload it again',
  failed: 'The catalogue changed since the dry run, so nothing was imported: see the errors',
} as const;

export const PRODUCT_IMPORT_STATUSES = [
  'ready',
  'invalid',
  'applying',
  'applied',
  'failed',
] as const;
export type ProductImportStatus = (typeof PRODUCT_IMPORT_STATUSES)[number];

/** One error of one cell: the spreadsheet's row (its header is row 1), the column, the words. */
export const importErrorSchema = z.object({
  row: z.number(),
  column: z.string(),
  message: z.string(),
});
export type ImportError = z.infer<typeof importErrorSchema>;

/** A dry run's or a confirm's report: what would be (or was) created, updated, left alone. */
export const productImportReportSchema = z.object({
  importId: z.string(),
  /**
   * `ready` to confirm, `invalid` (errors), `applying` (confirmed; a job applies it), `applied`,
   * `failed` (nothing changed: the errors say why).
   */
  status: z.enum(PRODUCT_IMPORT_STATUSES),
  rows: z.number(),
  create: z.number(),
  update: z.number(),
  unchanged: z.number(),
  errors: z.array(importErrorSchema),
  /** Errors beyond the first IMPORT_MAX_ERRORS, not listed. */
  errorsLeftOut: z.number(),
});
export type ProductImportReport = z.infer<typeof productImportReportSchema>;

export const productImportParamsSchema = z.object({ id: z.uuid() });

/** The list's filters and sort, without its paging: the export has every matching product. */
export const productExportQuerySchema = z.omit(adminProductListQuerySchema, {
  after: true,
  limit: true,
});
export type ProductExportQuery = z.input<typeof productExportQuerySchema>;

/** The CSV as uploaded (`text/csv`, UTF-8, a BOM allowed). */
export const productImportBodySchema = z.string();
/** The export's answer: the CSV itself. */
export const productCsvSchema = z.string();
