import { describe, expect, it } from 'vitest';
import { lineOptionWords, nameLineOptions, type ProductOptionValue } from './line-options.ts';

const value = (optionId: string, name: string, fr: string, value: string): ProductOptionValue => ({
  optionId,
  name: { en: name, fr },
  value,
  label: { en: value, fr: value === 'Rose gold' ? 'Or rose' : value },
});

const ring = [
  value('size', 'Ring size', 'Taille de bague', '10'),
  value('size', 'Ring size', 'Taille de bague', '12'),
  value('metal', 'Metal', 'Métal', 'Rose gold'),
];

describe("an order line's options", () => {
  it('read as name and value in English and in French', () => {
    const named = nameLineOptions([{ optionValue: '12' }, { optionValue: 'Rose gold' }], ring);
    expect(lineOptionWords(named, 'en')).toEqual(['Ring size: 12', 'Metal: Rose gold']);
    expect(lineOptionWords(named, 'fr')).toEqual(['Taille de bague : 12', 'Métal : Or rose']);
  });

  it('keep the names captured when placed, whatever the product says now', () => {
    const captured = [
      {
        optionValue: '12',
        option: { en: 'Ring size', fr: 'Taille de bague' },
        label: { en: '12', fr: '12' },
      },
    ];
    expect(nameLineOptions(captured, [])).toEqual(captured);
    expect(lineOptionWords(captured, 'fr')).toEqual(['Taille de bague : 12']);
  });

  it('give a value two options share to the first not taken yet', () => {
    const twoSizes = [
      value('band', 'Band width', 'Largeur', '2'),
      value('stone', 'Stone size', 'Taille de pierre', '2'),
    ];
    const named = nameLineOptions([{ optionValue: '2' }, { optionValue: '2' }], twoSizes);
    expect(lineOptionWords(named, 'en')).toEqual(['Band width: 2', 'Stone size: 2']);
  });

  it('read a value alone when the product no longer has its option', () => {
    const named = nameLineOptions([{ optionValue: '16' }], ring);
    expect(named).toEqual([{ optionValue: '16' }]);
    expect(lineOptionWords(named, 'en')).toEqual(['16']);
  });

  it('fall back to English where a name has no French', () => {
    const named = [{ optionValue: '12', option: { en: 'Ring size' }, label: { en: '12' } }];
    expect(lineOptionWords(named, 'fr')).toEqual(['Ring size : 12']);
  });
});
