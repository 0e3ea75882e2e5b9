import { parse } from 'csv-parse/sync';
import {
  catalogCsvMessages as csvMessages,
  catalogMessages,
  IMPORT_MAX_ROWS,
  hundredthsToPercent,
  MAKING_KINDS,
  METALS,
  mgToGrams,
  paiseToRupees,
  parseGrams,
  parsePercent,
  parseRupees,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_OPTIONAL_COLUMNS,
  PRODUCT_STATUSES,
  productBodySchema,
  slugify,
  type Composition,
  type ImportError,
  type MakingKind,
  type Metal,
  type MetalPricingBody,
  type ProductBody,
  type ProductCsvColumn,
  type ProductInput,
} from '@aurelle/contract';
import { AppError } from '../../lib/errors.ts';
import {
  filtersCell,
  guard,
  optionsCell,
  readFilters,
  readOptions,
  readStockCells,
  readYesNo,
  unguard,
  yesNo,
} from './products-csv.format.ts';
import type { ProductSnapshot, References } from './products-csv.repository.ts';

/** A composition as the form sends it: grams, a percentage or rupees per gram, rupees. */
export function pricingBodyOf(pricing: Composition): NonNullable<ProductInput['pricing']> {
  return {
    metal: pricing.metal,
    netWeight: mgToGrams(pricing.netWeightMg),
    makingKind: pricing.makingKind,
    making:
      pricing.makingKind === 'percent'
        ? hundredthsToPercent(pricing.makingValue)
        : paiseToRupees(pricing.makingValue),
    stones: paiseToRupees(pricing.stonesValue),
  };
}

function pricingCells(pricing: Composition | null) {
  const body = pricing && pricingBodyOf(pricing);
  return {
    metal: body?.metal ?? '',
    net_weight_g: body?.netWeight ?? '',
    making_kind: body?.makingKind ?? '',
    making: body?.making ?? '',
    stones: body?.stones ?? '',
  };
}

/**
 * The stock a product's own row says: its whole stock in a file without the variant columns (as
 * before variants), else its implicit variant's (not counted per variant yet), the variants' rows
 * saying theirs.
 */
export const shownStock = (product: ProductSnapshot, kept: Pick<Kept, 'variants'>) =>
  kept.variants
    ? product.stock
    : (product.variants.find((variant) => variant.key === '')?.stock ?? product.stock);

/** A product's row of the export, each cell guarded against spreadsheet formulas. */
export function recordOf(product: ProductSnapshot, refs: References): string[] {
  const cells: Record<ProductCsvColumn, string> = {
    sku: product.sku,
    status: product.status,
    name_en: product.name.en,
    name_fr: product.name.fr,
    description_en: product.description.en,
    description_fr: product.description.fr,
    slug: product.slug ?? '',
    price: paiseToRupees(product.price),
    compare_at_price: product.originalPrice === null ? '' : paiseToRupees(product.originalPrice),
    category: refs.slugOfCategory.get(product.categoryId) ?? '',
    collection: product.collectionId ? (refs.slugOfCollection.get(product.collectionId) ?? '') : '',
    filters: filtersCell(
      product.attributeValueIds.flatMap((id) => {
        const value = refs.valueOfId.get(id);
        return value ? [value] : [];
      }),
    ),
    options: optionsCell(product.options),
    seo_title_en: product.seo.title?.en ?? '',
    seo_title_fr: product.seo.title?.fr ?? '',
    seo_description_en: product.seo.description?.en ?? '',
    seo_description_fr: product.seo.description?.fr ?? '',
    featured_rank: product.featuredRank === null ? '' : String(product.featuredRank),
    hallmarked: yesNo(product.hallmarked),
    stock: String(shownStock(product, { variants: false })),
    low_stock_at: String(product.lowStockAt),
    hsn: product.hsn,
    ...pricingCells(product.pricing),
    variant: '',
    variant_sku: '',
    variant_price_change: '',
  };
  return PRODUCT_CSV_COLUMNS.map((column) => guard(cells[column]));
}

/**
 * Which of a row's optional parts the file leaves out: each product keeps its own. A file without
 * the variant columns has no variants' rows, and its `stock` is a product's whole stock.
 */
export type Kept = { hsn: boolean; pricing: boolean; variants: boolean };

/** The file's rows with their spreadsheet row numbers (the header is row 1), blank ones left out. */
export function readCsv(
  text: string,
): { row: number; cells: Record<ProductCsvColumn, string>; kept: Kept }[] {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  // A spreadsheet set to French writes `;` between cells.
  const delimiter =
    (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  let records: string[][];
  try {
    records = parse(text, { bom: true, delimiter, relax_column_count: true });
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new AppError(400, `${csvMessages.unreadable}${line ? ` (line ${line})` : ''}`);
  }
  const [header, ...rows] = records;
  const names = (header ?? []).map((name) => name.trim().toLowerCase());
  const missing = PRODUCT_CSV_COLUMNS.filter(
    (column) => !names.includes(column) && !PRODUCT_CSV_OPTIONAL_COLUMNS.includes(column),
  );
  const kept: Kept = {
    hsn: !names.includes('hsn'),
    pricing: !names.includes('metal'),
    variants: !names.includes('variant'),
  };
  if (missing.length) throw new AppError(400, `${csvMessages.missingColumns}${missing.join(', ')}`);
  const at = Object.fromEntries(
    PRODUCT_CSV_COLUMNS.map((column) => [column, names.indexOf(column)]),
  ) as Record<ProductCsvColumn, number>;
  const out = rows.flatMap((cells, index) =>
    cells.some((cell) => cell.trim())
      ? [
          {
            row: index + 2,
            cells: Object.fromEntries(
              PRODUCT_CSV_COLUMNS.map((column) => [column, unguard(cells[at[column]] ?? '')]),
            ) as Record<ProductCsvColumn, string>,
            kept,
          },
        ]
      : [],
  );
  if (!out.length) throw new AppError(400, csvMessages.empty);
  if (out.length > IMPORT_MAX_ROWS) throw new AppError(400, csvMessages.tooManyRows);
  return out;
}

/** Where the form's field paths are in the file. */
const COLUMN_OF_FIELD: [string, ProductCsvColumn][] = [
  ['name.en', 'name_en'],
  ['name.fr', 'name_fr'],
  ['description.en', 'description_en'],
  ['description.fr', 'description_fr'],
  ['slug', 'slug'],
  ['sku', 'sku'],
  ['price', 'price'],
  ['compareAtPrice', 'compare_at_price'],
  ['categoryId', 'category'],
  ['collectionId', 'collection'],
  ['attributeValueIds', 'filters'],
  ['options', 'options'],
  ['seo.title.en', 'seo_title_en'],
  ['seo.title.fr', 'seo_title_fr'],
  ['seo.description.en', 'seo_description_en'],
  ['seo.description.fr', 'seo_description_fr'],
  ['featuredRank', 'featured_rank'],
  ['status', 'status'],
  ['hallmarked', 'hallmarked'],
  ['hsn', 'hsn'],
  ['pricing.metal', 'metal'],
  ['pricing.netWeight', 'net_weight_g'],
  ['pricing.makingKind', 'making_kind'],
  ['pricing.making', 'making'],
  ['pricing.stones', 'stones'],
];

/** The column of a field path like `options.0.values.1.priceDelta`; the SKU for the row as such. */
export function columnOf(path: string): ProductCsvColumn {
  for (const [field, column] of COLUMN_OF_FIELD)
    if (path === field || path.startsWith(`${field}.`)) return column;
  return 'sku';
}

/** A row read and checked as the form checks it: the form's input, or every error it has. */
export type ReadRow = {
  row: number;
  sku: string;
  input: ProductInput | null;
  /** Null: keep the product's. */
  stock: number | null;
  lowStockAt: number | null;
  /** The file has no HSN or no pricing columns: an existing product keeps its own. */
  kept: Kept;
  errors: ImportError[];
};

/** A category or collection the file names that does not exist: the form's own message says so. */
const NO_SUCH = '00000000-0000-4000-8000-000000000000';

export function readRow(
  { row, cells, kept }: { row: number; cells: Record<ProductCsvColumn, string>; kept: Kept },
  refs: References,
): ReadRow {
  const errors = new Map<ProductCsvColumn, string[]>();
  const fail = (column: ProductCsvColumn, message: string) => {
    const list = errors.get(column) ?? [];
    if (!list.includes(message)) list.push(message);
    errors.set(column, list);
  };

  const status = cells.status.trim().toLowerCase() || 'draft';
  if (!(PRODUCT_STATUSES as readonly string[]).includes(status))
    fail('status', csvMessages.statusInvalid);
  const hallmarked = readYesNo(cells.hallmarked);
  if (hallmarked === null) fail('hallmarked', csvMessages.yesNoInvalid);
  const rank = cells.featured_rank.trim();
  if (rank && !Number.isFinite(Number(rank)))
    fail('featured_rank', catalogMessages.featuredRankInvalid);

  const categorySlug = cells.category.trim().toLowerCase();
  let categoryId = categorySlug ? refs.categoryBySlug.get(categorySlug) : '';
  if (categoryId === undefined) {
    fail('category', catalogMessages.categoryNotFound);
    categoryId = NO_SUCH;
  }
  const collectionSlug = cells.collection.trim().toLowerCase();
  let collectionId = collectionSlug ? refs.collectionBySlug.get(collectionSlug) : null;
  if (collectionId === undefined) {
    fail('collection', catalogMessages.collectionNotFound);
    collectionId = null;
  }
  const pairs = readFilters(cells.filters);
  if (!pairs) fail('filters', csvMessages.filtersInvalid);
  const attributeValueIds = new Set<string>();
  for (const pair of pairs ?? []) {
    const id = refs.valueByCode.get(pair.code)?.get(pair.value.toLowerCase());
    if (id) attributeValueIds.add(id);
    else fail('filters', `${catalogMessages.attributeValueNotFound}: ${pair.code}=${pair.value}`);
  }
  const options = readOptions(cells.options);
  if (!options) fail('options', csvMessages.optionsInvalid);

  const { stock, lowStockAt } = readStockCells(cells, fail);

  const metal = cells.metal.trim().toLowerCase();
  if (metal && !(METALS as readonly string[]).includes(metal))
    fail('metal', csvMessages.metalInvalid);
  const makingKind = cells.making_kind.trim().toLowerCase() || 'percent';
  if (metal && !(MAKING_KINDS as readonly string[]).includes(makingKind))
    fail('making_kind', csvMessages.makingKindInvalid);
  const pricing: MetalPricingBody | null =
    metal && !errors.has('metal') && !errors.has('making_kind')
      ? {
          metal: metal as Metal,
          netWeight: cells.net_weight_g.trim(),
          makingKind: makingKind as MakingKind,
          making: cells.making.trim(),
          stones: cells.stones.trim() || '0',
        }
      : null;

  const body: ProductBody = {
    name: { en: cells.name_en, fr: cells.name_fr },
    description: { en: cells.description_en, fr: cells.description_fr },
    slug: cells.slug,
    sku: cells.sku,
    price: cells.price,
    compareAtPrice: cells.compare_at_price,
    categoryId,
    collectionId,
    attributeValueIds: [...attributeValueIds],
    options: (options ?? []) as ProductBody['options'],
    seo: {
      title: { en: cells.seo_title_en, fr: cells.seo_title_fr },
      description: { en: cells.seo_description_en, fr: cells.seo_description_fr },
    },
    featuredRank: rank && Number.isFinite(Number(rank)) ? Number(rank) : null,
    status: errors.has('status') ? 'draft' : (status as ProductBody['status']),
    hallmarked: hallmarked ?? false,
    ...(cells.hsn.trim() ? { hsn: cells.hsn } : {}),
    pricing,
  };
  const parsed = productBodySchema.safeParse(body);
  const own = new Set(errors.keys());
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const column = columnOf(issue.path.join('.'));
      if (!own.has(column)) fail(column, issue.message);
    }
  return {
    row,
    sku: cells.sku.trim(),
    input: parsed.success && errors.size === 0 ? parsed.data : null,
    stock,
    lowStockAt,
    kept,
    errors: [...errors].flatMap(([column, messages]) =>
      messages.map((message) => ({ row, column, message })),
    ),
  };
}

const both = (text: { en: string; fr?: string } | undefined) => ({
  en: text?.en ?? '',
  fr: text?.fr ?? '',
});

function samePricing(stored: Composition | null, typed: ProductInput['pricing']) {
  if (stored === null || typed === null) return stored === typed;
  return (
    stored.metal === typed.metal &&
    stored.netWeightMg === parseGrams(typed.netWeight) &&
    stored.makingKind === typed.makingKind &&
    stored.makingValue ===
      (typed.makingKind === 'percent' ? parsePercent(typed.making) : parseRupees(typed.making)) &&
    stored.stonesValue === parseRupees(typed.stones)
  );
}

/** Whether saving the row would leave the product's fields as they are (stock aside). */
export function sameFields(product: ProductSnapshot, read: ReadRow & { input: ProductInput }) {
  const { input } = read;
  const slugKept = input.slug
    ? input.slug === product.slug
    : product.slug !== null && slugify(input.name.en) === product.slug.replace(/-\d+$/, '');
  const compareAt = input.compareAtPrice.trim() === '' ? null : parseRupees(input.compareAtPrice);
  const options = (list: { code: string; name: object; values: object[] }[]) =>
    JSON.stringify(
      list.map((option) => ({
        code: option.code,
        name: both(option.name as { en: string; fr?: string }),
        values: (
          option.values as { value: string; label: object; priceDelta: number | string }[]
        ).map((value) => ({
          value: value.value,
          label: both(value.label as { en: string; fr?: string }),
          priceDelta:
            typeof value.priceDelta === 'number'
              ? value.priceDelta
              : parseRupees(value.priceDelta, { signed: true }),
        })),
      })),
    );
  const sameSet = (a: string[], b: string[]) =>
    a.length === b.length && [...a].sort().join() === [...b].sort().join();
  return (
    slugKept &&
    product.sku === input.sku &&
    product.status === input.status &&
    product.name.en === input.name.en &&
    product.name.fr === input.name.fr &&
    product.description.en === input.description.en &&
    product.description.fr === (input.name.fr ? input.description.fr : '') &&
    product.hsn === input.hsn &&
    samePricing(product.pricing, input.pricing) &&
    (input.pricing !== null || product.price === parseRupees(input.price)) &&
    product.originalPrice === (input.pricing ? null : compareAt) &&
    product.categoryId === input.categoryId &&
    product.collectionId === input.collectionId &&
    sameSet(product.attributeValueIds, input.attributeValueIds) &&
    options(product.options) === options(input.options) &&
    JSON.stringify([both(product.seo.title), both(product.seo.description)]) ===
      JSON.stringify([input.seo.title, input.seo.description]) &&
    product.featuredRank === input.featuredRank &&
    product.hallmarked === input.hallmarked
  );
}
