import {
  catalogCsvMessages as csvMessages,
  paiseToRupees,
  stockMessages,
  type ProductCsvColumn,
} from '@aurelle/contract';
import type { ProductOptionRow } from './products.repository.ts';

export { guard, unguard } from '../../lib/csv.ts';

export const yesNo = (value: boolean) => (value ? 'yes' : 'no');

const wholeNumber = (text: string, max: number) =>
  /^\d+$/.test(text) && Number(text) <= max ? Number(text) : null;

/**
 * A row's stock and low-stock threshold, a product's or a variant's: each a whole number (at most
 * 100,000 and 10,000), null when its cell is empty or wrong (`fail` told of a wrong one).
 */
export function readStockCells(
  cells: Record<'stock' | 'low_stock_at', string>,
  fail: (column: ProductCsvColumn, message: string) => void,
): { stock: number | null; lowStockAt: number | null } {
  const read = (column: 'stock' | 'low_stock_at', max: number, message: string) => {
    const text = cells[column].trim();
    const value = text ? wholeNumber(text, max) : null;
    if (text && value === null) fail(column, message);
    return value;
  };
  return {
    stock: read('stock', 100_000, csvMessages.stockInvalid),
    lowStockAt: read('low_stock_at', 10_000, stockMessages.thresholdInvalid),
  };
}

/** `yes`/`no` as people write them; null when it is neither. Empty is no. */
export function readYesNo(cell: string): boolean | null {
  const value = cell.trim().toLowerCase();
  if (['', 'no', 'n', 'false', '0', 'non'].includes(value)) return false;
  if (['yes', 'y', 'true', '1', 'oui'].includes(value)) return true;
  return null;
}

/** `metal=Yellow Gold|stone=Diamond`. */
export const filtersCell = (pairs: { code: string; value: string }[]) =>
  pairs.map((pair) => `${pair.code}=${pair.value}`).join('|');

/** The pairs of a filters cell, or null when a part has no `=`. */
export function readFilters(cell: string): { code: string; value: string }[] | null {
  if (!cell.trim()) return [];
  const pairs = [];
  for (const part of cell.split('|')) {
    if (!part.trim()) continue;
    const at = part.indexOf('=');
    if (at < 1) return null;
    pairs.push({ code: part.slice(0, at).trim().toLowerCase(), value: part.slice(at + 1).trim() });
  }
  return pairs;
}

/** An option as the form sends it: texts, and its values' price changes in rupees. */
export type OptionCell = {
  code: string;
  name: { en: string; fr: string };
  values: { value: string; label: { en: string; fr: string }; priceDelta: string }[];
};

/** A text the one-line form can hold: none of its signs, no spaces at its ends. */
const PLAIN = /^[^\n\r;[\]|():]*$/;
const plain = (text: string) =>
  PLAIN.test(text) && text === text.trim() && !/\s[+-]\s*[\d,.]+$/.test(text);

const delta = (paise: number) =>
  paise === 0 ? '' : ` ${paise > 0 ? '+' : ''}${paiseToRupees(paise)}`;

/**
 * Options for a cell: one line each, `code (Name | Nom): value; value [Label | Libellé] +2000`,
 * a label shown only when it is not the value itself. When a text holds a sign the line uses, the
 * cell is the options as JSON instead (the import reads both).
 */
export function optionsCell(options: ProductOptionRow[]): string {
  const texts = options.flatMap((option) => [
    option.name.en,
    option.name.fr ?? '',
    ...option.values.flatMap((value) => [value.value, value.label.en, value.label.fr ?? '']),
  ]);
  if (!texts.every(plain) || options.some((o) => !o.name.en)) {
    return JSON.stringify(
      options.map((option) => ({
        code: option.code,
        name: { en: option.name.en, fr: option.name.fr ?? '' },
        values: option.values.map((value) => ({
          value: value.value,
          label: { en: value.label.en, fr: value.label.fr ?? '' },
          priceDelta: paiseToRupees(value.priceDelta),
        })),
      })),
    );
  }
  const both = (text: { en: string; fr?: string }) =>
    text.fr ? `${text.en} | ${text.fr}` : text.en;
  return options
    .map((option) => {
      const values = option.values.map((value) => {
        const ownLabel = value.label.en === value.value && !value.label.fr;
        return `${value.value}${ownLabel ? '' : ` [${both(value.label)}]`}${delta(value.priceDelta)}`;
      });
      return `${option.code} (${both(option.name)}): ${values.join('; ')}`;
    })
    .join('\n');
}

const OPTION_LINE = /^([^\s(]+)\s*\(([^()]*)\)\s*:(.*)$/;
const VALUE_PART = /^(.*?)\s*(?:\[([^[\]]*)\])?(?:\s+([+-]\s*₹?\s*\d[\d,.]*))?$/;

const split = (text: string) => {
  const [en = '', fr = ''] = text.split('|');
  return { en: en.trim(), fr: fr.trim() };
};

/**
 * The options of a cell in either form, as the form would send them (its schema checks each text
 * and amount); null when the cell follows neither.
 */
export function readOptions(cell: string): OptionCell[] | null {
  const text = cell.trim();
  if (!text) return [];
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed) ? (parsed as OptionCell[]) : null;
    } catch {
      return null;
    }
  }
  const options: OptionCell[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const match = OPTION_LINE.exec(line.trim());
    if (!match) return null;
    const [, code = '', names = '', rest = ''] = match;
    const values = rest
      .split(';')
      .filter((part) => part.trim())
      .map((part) => {
        const [, value = '', labels, priceDelta] = VALUE_PART.exec(part.trim()) ?? [];
        const label = labels === undefined ? { en: value, fr: '' } : split(labels);
        return {
          value,
          label,
          priceDelta: priceDelta?.replace(/^\+\s*/, '').replace(/\s/g, '') ?? '0',
        };
      });
    options.push({ code, name: split(names), values });
  }
  return options;
}
