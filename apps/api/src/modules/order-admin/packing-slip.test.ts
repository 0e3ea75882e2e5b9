import { describe, expect, it } from 'vitest';
import {
  lineOptionWords,
  nameLineOptions,
  type OrderLineOption,
  type ProductOptionValue,
} from '@aurelle/contract';

const option = (optionId: string, name: string, value: string): ProductOptionValue => ({
  optionId,
  name: { en: name, fr: `${name} (fr)` },
  value,
  label: null,
});

/** What a slip prints of a line placed before option names were kept with it. */
const optionLabels = (variants: OrderLineOption[], options: ProductOptionValue[]) =>
  lineOptionWords(nameLineOptions(variants, options), 'en');

describe("a packing slip line's options", () => {
  const ring = [
    option('size', 'Ring size', '10'),
    option('size', 'Ring size', '12'),
    option('metal', 'Metal colour', 'Rose gold'),
  ];

  it('name each value by its option, in English', () => {
    expect(optionLabels([{ optionValue: '12' }, { optionValue: 'Rose gold' }], ring)).toEqual([
      'Ring size: 12',
      'Metal colour: Rose gold',
    ]);
  });

  it('give a value two options share to the first not taken yet', () => {
    const twoSizes = [option('band', 'Band width', '2'), option('stone', 'Stone size', '2')];
    expect(optionLabels([{ optionValue: '2' }, { optionValue: '2' }], twoSizes)).toEqual([
      'Band width: 2',
      'Stone size: 2',
    ]);
  });

  it('print a value alone when the product no longer has its option', () => {
    expect(optionLabels([{ optionValue: '16' }], ring)).toEqual(['16']);
  });
});
