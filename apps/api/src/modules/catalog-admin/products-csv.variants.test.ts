import { describe, expect, it } from 'vitest';
import { catalogCsvMessages } from '@aurelle/contract';
import {
  readVariantCell,
  resolveVariant,
  sameCombinations,
  variantCell,
  variantKeyOf,
} from './products-csv.variants.ts';

const options = [
  { code: 'ring-size', values: [{ value: '10' }, { value: '12' }, { value: '14' }] },
  { code: 'metal', values: [{ value: 'Rose Gold' }, { value: 'White Gold' }] },
];

describe("a variant's cell", () => {
  it('names the values by option code, in the options order, whatever the key order', () => {
    expect(variantCell(variantKeyOf(['Rose Gold', '12']), options)).toBe(
      'ring-size=12|metal=Rose Gold',
    );
  });

  it('writes a value no option has any more on its own, and reads it back as a value', () => {
    const cell = variantCell(variantKeyOf(['16', 'Rose Gold']), options);
    expect(cell).toBe('metal=Rose Gold|16');
    expect(readVariantCell(cell)).toEqual([
      { code: 'metal', value: 'Rose Gold' },
      { code: null, value: '16' },
    ]);
  });

  it('is the key itself when a value holds a sign the cell uses, and reads back the same', () => {
    const key = variantKeyOf(['A|B', '12']);
    expect(variantCell(key, options)).toBe(key);
    expect(readVariantCell(key)).toEqual([
      { code: null, value: '12' },
      { code: null, value: 'A|B' },
    ]);
  });

  it('reads codes in lower case and refuses an empty code or value', () => {
    expect(readVariantCell(' Ring-Size = 12 ')).toEqual([{ code: 'ring-size', value: '12' }]);
    expect(readVariantCell('=12')).toBeNull();
    expect(readVariantCell('ring-size=')).toBeNull();
    expect(readVariantCell('[1, 2]')).toBeNull();
  });
});

describe('the variant a row names', () => {
  const none = new Set<string>();
  const resolve = (cell: string, keys: ReadonlySet<string> = none) =>
    resolveVariant(readVariantCell(cell) ?? [], options, keys);

  it("is a value of each option, matched whatever the value's case", () => {
    expect(resolve('metal=rose gold|ring-size=12')).toEqual({
      key: variantKeyOf(['12', 'Rose Gold']),
    });
  });

  it('is refused when an option is left out, unless the product keeps that variant', () => {
    expect(resolve('ring-size=12')).toEqual({
      column: 'variant',
      message: catalogCsvMessages.variantUnknown('ring-size, metal'),
    });
    const kept = new Set([variantKeyOf(['12'])]);
    expect(resolve('ring-size=12', kept)).toEqual({ key: variantKeyOf(['12']) });
    expect(resolve('12', kept)).toEqual({ key: variantKeyOf(['12']) });
  });

  it('names the option or the value the product does not have', () => {
    expect(resolve('size=12|metal=Rose Gold')).toEqual({
      column: 'variant',
      message: catalogCsvMessages.variantOptionUnknown('size', 'ring-size, metal'),
    });
    expect(resolve('ring-size=16|metal=Rose Gold')).toEqual({
      column: 'variant',
      message: catalogCsvMessages.variantValueUnknown('ring-size', '16', '10, 12, 14'),
    });
    expect(resolve('ring-size=12|ring-size=14')).toEqual({
      column: 'variant',
      message: catalogCsvMessages.variantInvalid,
    });
  });
});

describe('two lists of options', () => {
  it('make the same combinations when their codes and values are the same, labels aside', () => {
    const relabelled = options.map((option) => ({
      ...option,
      name: 'Other',
      values: option.values.map((v) => ({ ...v, label: 'Other' })),
    }));
    expect(sameCombinations(options, relabelled)).toBe(true);
    expect(sameCombinations(options, options.slice(0, 1))).toBe(false);
  });
});
