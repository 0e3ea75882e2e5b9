import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../../test/temp-dirs.ts';
import { loadUiText } from './ui-text.ts';

const staticDirs = tempDirs('aurelle-ui-text-');

/** A static folder as the web build leaves it, with these locale files' contents. */
function builtWith(files: Record<string, string>): string {
  const dir = staticDirs();
  mkdirSync(join(dir, 'locales'));
  for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, 'locales', name), body);
  return dir;
}

describe('loadUiText', () => {
  it("reads the build's locale files: plurals, {{names}}, {{brand}} by default, English fallback", () => {
    const text = loadUiText(
      builtWith({
        'en.json': JSON.stringify({
          home: '{{brand}} home',
          count_one: '{{count}} piece',
          count_other: '{{count}} pieces',
          onlyEnglish: 'Only English',
        }),
        'fr.json': JSON.stringify({
          count_one: '{{count}} pièce',
          count_other: '{{count}} pièces',
        }),
      }),
      { brand: 'Maison' },
    );
    expect(text.translate('en', 'home')).toBe('Maison home');
    expect(text.translate('en', 'home', { brand: 'Other' })).toBe('Other home');
    expect(text.translate('en', 'count', { count: 1 })).toBe('1 piece');
    expect(text.translate('fr', 'count', { count: 0 })).toBe('0 pièce');
    expect(text.translate('fr', 'count', { count: 3 })).toBe('3 pièces');
    expect(text.translate('fr', 'onlyEnglish')).toBe('Only English');
  });

  it('answers the key from translate, and undefined from find, for a text no language has', () => {
    const text = loadUiText(builtWith({ 'en.json': '{"a":{"b":"B"}}' }));
    expect(text.translate('fr', 'a.b')).toBe('B');
    expect(text.translate('en', 'a.missing')).toBe('a.missing');
    expect(text.find('en', 'a.missing')).toBeUndefined();
    // An object is not a text.
    expect(text.find('en', 'a')).toBeUndefined();
  });

  it('skips a locale file that is not a JSON object', () => {
    const text = loadUiText(
      builtWith({ 'en.json': '{"a":"A"}', 'fr.json': '["not", "an object"' }),
    );
    expect(text.strings('fr')).toBeUndefined();
    expect(text.translate('fr', 'a')).toBe('A');
  });

  it("reads the web app's sources when the static folder has no locales (no build)", () => {
    const text = loadUiText(staticDirs());
    expect(text.translate('en', 'seo.home')).toBe('Home');
    expect(text.translate('fr', 'seo.shop')).toBe('Boutique');
    expect(text.translate('fr', 'seo.searchTitle', { text: 'bague' })).toBe('Recherche: bague');
    expect(text.translate('fr', 'catalog.count', { count: 2 })).toBe('2 pièces');
  });
});
