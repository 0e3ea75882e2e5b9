import {
  catalogCsvMessages as csvMessages,
  catalogMessages,
  paiseToRupees,
  parseRupees,
  PRODUCT_CSV_COLUMNS,
  SKU_PATTERN,
  type ImportError,
  type ProductCsvColumn,
  type ProductInput,
} from '@aurelle/contract';
import { guard, readStockCells } from './products-csv.format.ts';
import type { ProductSnapshot, VariantSnapshot } from './products-csv.repository.ts';

/** The columns a variant's row fills; the others are its product's, on the product's own row. */
const VARIANT_COLUMNS: readonly ProductCsvColumn[] = [
  'sku',
  'variant',
  'variant_sku',
  'variant_price_change',
  'stock',
  'low_stock_at',
];
const PRODUCT_ONLY = PRODUCT_CSV_COLUMNS.filter((column) => !VARIANT_COLUMNS.includes(column));

/** A variant's key as the database's `variant_key` and a cart line write it: its values sorted. */
export const variantKeyOf = (values: readonly string[]) =>
  values.length ? JSON.stringify([...values].sort()) : '';

/** An option's code and values, as a row of the file or a stored product has them. */
type OptionValues = { code: string; values: { value: string }[] };

/**
 * A variant as its cell names it: `ring-size=12|metal=Rose Gold`, in the options' order. A value
 * no option has any more (a combination no longer offered, kept for its stock) is written alone;
 * when a value holds a sign the cell uses, the cell is the values as JSON, as the key is.
 */
export function variantCell(key: string, options: readonly OptionValues[]): string {
  const values = JSON.parse(key) as string[];
  if (values.some((value) => /[|=]/.test(value) || value.startsWith('['))) return key;
  const left = [...values];
  const named = options.flatMap((option) => {
    const at = left.findIndex((value) => option.values.some((v) => v.value === value));
    return at < 0 ? [] : [`${option.code}=${left.splice(at, 1)[0] ?? ''}`];
  });
  return [...named, ...left].join('|');
}

/** Whether two lists of options make the same combinations: the same codes and values. */
export const sameCombinations = (a: readonly OptionValues[], b: readonly OptionValues[]) => {
  const made = (options: readonly OptionValues[]) =>
    JSON.stringify(options.map((option) => [option.code, option.values.map((v) => v.value)]));
  return made(a) === made(b);
};

/** A part of a variant's cell: a value, and the code of its option when the cell names it. */
export type VariantPart = { code: string | null; value: string };

/** The parts of a variant's cell, or null when it is not one. */
export function readVariantCell(cell: string): VariantPart[] | null {
  const text = cell.trim();
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed) &&
        parsed.length > 0 &&
        parsed.every((value) => typeof value === 'string')
        ? parsed.map((value: string) => ({ code: null, value }))
        : null;
    } catch {
      return null;
    }
  }
  const parts: VariantPart[] = [];
  for (const part of text.split('|')) {
    if (!part.trim()) continue;
    const at = part.indexOf('=');
    if (at === 0) return null;
    parts.push(
      at < 0
        ? { code: null, value: part.trim() }
        : { code: part.slice(0, at).trim().toLowerCase(), value: part.slice(at + 1).trim() },
    );
  }
  return parts.length && parts.every((part) => part.value) ? parts : null;
}

/** A variant's row read: what it sets (null: keep the variant's), or the errors it has. */
export type VariantRow = {
  row: number;
  /** Its product's SKU, in lower case. */
  productSku: string;
  parts: VariantPart[] | null;
  /** Set once the row's product is known: the variant it names. */
  key: string | null;
  sku: string | null;
  priceDelta: number | null;
  stock: number | null;
  lowStockAt: number | null;
  errors: ImportError[];
};

/** Whether a row of the file is a variant's (its variant cell is not empty). */
export const isVariantRow = (cells: Record<ProductCsvColumn, string>) =>
  cells.variant.trim() !== '';

/**
 * A variant's row read on its own: its cells, and each product cell checked against its product's
 * row (`product`, when the file has it): empty, or the same.
 */
export function readVariantRow(
  { row, cells }: { row: number; cells: Record<ProductCsvColumn, string> },
  product: { row: number; cells: Record<ProductCsvColumn, string> } | undefined,
): VariantRow {
  const errors: ImportError[] = [];
  const fail = (column: ProductCsvColumn, message: string) => errors.push({ row, column, message });
  if (!product) fail('sku', csvMessages.variantWithoutProduct);
  else
    for (const column of PRODUCT_ONLY) {
      const typed = cells[column].trim();
      if (typed && typed !== product.cells[column].trim())
        fail(column, csvMessages.variantRowProductCell(product.row));
    }
  const parts = readVariantCell(cells.variant);
  if (!parts) fail('variant', csvMessages.variantInvalid);
  const priceText = cells.variant_price_change.trim();
  const priceDelta = priceText ? parseRupees(priceText, { signed: true }) : null;
  if (priceText && priceDelta === null)
    fail('variant_price_change', csvMessages.priceChangeInvalid);
  const { stock, lowStockAt } = readStockCells(cells, fail);
  return {
    row,
    productSku: cells.sku.trim().toLowerCase(),
    parts,
    key: null,
    sku: cells.variant_sku.trim() || null,
    priceDelta,
    stock,
    lowStockAt,
    errors,
  };
}

/**
 * The key of the variant a row names, given its product's options (as the file sets them) and the
 * keys of the variants it has: a value of each option, matched whatever its case, or the values
 * of a variant the product keeps. An error in the row's words otherwise.
 */
export function resolveVariant(
  parts: readonly VariantPart[],
  options: readonly OptionValues[],
  keys: ReadonlySet<string>,
): { key: string } | { column: ProductCsvColumn; message: string } {
  const offered = options.filter((option) => option.values.length > 0);
  const codes = offered.map((option) => option.code).join(', ');
  const chosen = new Map<string, string>();
  const values: string[] = [];
  for (const part of parts) {
    if (part.code === null) {
      values.push(part.value);
      continue;
    }
    const option = offered.find((o) => o.code === part.code);
    if (!option)
      return { column: 'variant', message: csvMessages.variantOptionUnknown(part.code, codes) };
    const value = option.values.find((v) => v.value.toLowerCase() === part.value.toLowerCase());
    if (!value)
      return {
        column: 'variant',
        message: csvMessages.variantValueUnknown(
          part.code,
          part.value,
          option.values.map((v) => v.value).join(', '),
        ),
      };
    if (chosen.has(option.code)) return { column: 'variant', message: csvMessages.variantInvalid };
    chosen.set(option.code, value.value);
    values.push(value.value);
  }
  const key = variantKeyOf(values);
  const made = chosen.size === offered.length && chosen.size === values.length;
  if (keys.has(key) || (made && key)) return { key };
  return { column: 'variant', message: csvMessages.variantUnknown(codes) };
}

/**
 * The variants' rows by their product's lower-case SKU, each given the key of the variant it names
 * (its product's row read, and the product when it exists), or its error.
 */
export function groupVariants(
  variantRows: readonly VariantRow[],
  productRows: readonly { sku: string; input: ProductInput | null }[],
  existing: ReadonlyMap<string, ProductSnapshot>,
): Map<string, VariantRow[]> {
  const productRow = new Map(productRows.map((read) => [read.sku.toLowerCase(), read]));
  const variantsOf = new Map<string, VariantRow[]>();
  for (const variant of variantRows) {
    const list = variantsOf.get(variant.productSku) ?? [];
    list.push(variant);
    variantsOf.set(variant.productSku, list);
    const input = productRow.get(variant.productSku)?.input;
    if (!variant.parts || !input) continue;
    const product = existing.get(variant.productSku);
    const resolved = resolveVariant(
      variant.parts,
      input.options,
      new Set(product?.variants.map((v) => v.key)),
    );
    if ('key' in resolved) variant.key = resolved.key;
    else variant.errors.push({ row: variant.row, ...resolved });
  }
  const repeated = [...variantsOf.values()].flatMap((variants) => {
    const first = new Map<string, number>();
    return variants.flatMap((variant) => {
      if (variant.key === null) return [];
      const row = first.get(variant.key);
      if (row === undefined) first.set(variant.key, variant.row);
      return row === undefined ? [] : [{ variant, row }];
    });
  });
  for (const { variant, row } of repeated)
    variant.errors.push({
      row: variant.row,
      column: 'variant',
      message: csvMessages.variantRepeated(row),
    });
  return variantsOf;
}

/**
 * Checks each variant SKU the file changes: well-formed, on no other row of the file (a product's
 * `productSkuRow`, another variant's), and held by no other variant (`heldBy` finds the holders by
 * lower-case SKU; a product's SKU is its implicit variant's, so products are among them).
 */
export async function checkVariantSkus(
  variantsOf: ReadonlyMap<string, VariantRow[]>,
  existing: ReadonlyMap<string, ProductSnapshot>,
  productSkuRow: ReadonlyMap<string, number>,
  heldBy: (skus: string[]) => Promise<Map<string, { productId: string; key: string }>>,
) {
  const fail = (variant: VariantRow, message: string) =>
    variant.errors.push({ row: variant.row, column: 'variant_sku', message });
  const firstOf = new Map<string, number>();
  const changing: { variant: VariantRow; sku: string }[] = [];
  for (const [productSku, variants] of variantsOf)
    for (const variant of variants) {
      const { sku } = variant;
      const now = existing.get(productSku)?.variants.find((v) => v.key === variant.key);
      if (variant.key === null || sku === null || sku === now?.sku) continue;
      const first = productSkuRow.get(sku.toLowerCase()) ?? firstOf.get(sku.toLowerCase());
      if (!SKU_PATTERN.test(sku)) fail(variant, catalogMessages.skuInvalid);
      else if (first !== undefined) fail(variant, csvMessages.skuRepeated(first));
      else {
        firstOf.set(sku.toLowerCase(), variant.row);
        changing.push({ variant, sku });
      }
    }
  const held = await heldBy(changing.map(({ sku }) => sku));
  for (const { variant, sku } of changing) {
    const holder = held.get(sku.toLowerCase());
    const product = existing.get(variant.productSku);
    if (holder && !(holder.productId === product?.id && holder.key === variant.key))
      fail(variant, csvMessages.variantSkuTaken);
  }
}

/** Whether a variant's row leaves the variant as it is. */
export const variantUnchanged = (variant: VariantSnapshot | undefined, row: VariantRow) =>
  variant !== undefined &&
  (row.sku === null || row.sku === variant.sku) &&
  (row.priceDelta === null || row.priceDelta === variant.priceDelta) &&
  (row.stock === null || row.stock === variant.stock) &&
  (row.lowStockAt === null || row.lowStockAt === variant.lowStockAt);

/** The export's rows of a product's variants (not its implicit one), after the product's row. */
export function variantRecords(product: ProductSnapshot): string[][] {
  return product.variants
    .filter((variant) => variant.key !== '')
    .map((variant) => {
      const cells: Partial<Record<ProductCsvColumn, string>> = {
        sku: product.sku,
        variant: variantCell(variant.key, product.options),
        variant_sku: variant.sku,
        variant_price_change: paiseToRupees(variant.priceDelta),
        stock: String(variant.stock),
        low_stock_at: String(variant.lowStockAt),
      };
      return PRODUCT_CSV_COLUMNS.map((column) => guard(cells[column] ?? ''));
    });
}
