import { PAGE_ELEMENT_IDS } from '@aurelle/contract';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../testing/i18n.ts';
import { server } from '../testing/mocks/server.ts';
import { createI18n, I18n, readInlineLocales } from './i18n.ts';

/** Answers /locales/{lng}.json from `files`, recording which files were asked for. */
function serveLocales(files: Record<string, object>) {
  const requested: string[] = [];
  server.use(
    http.get('*/locales/:file', ({ params }) => {
      const file = String(params.file);
      requested.push(file);
      const body = files[file];
      return body ? HttpResponse.json(body) : new HttpResponse(null, { status: 404 });
    }),
  );
  return requested;
}

function withInlineLocales(content: string) {
  const inline = document.createElement('script');
  inline.type = 'application/json';
  inline.id = PAGE_ELEMENT_IDS.locales;
  inline.textContent = content;
  document.body.append(inline);
  return inline;
}

afterEach(() => {
  vi.useRealTimers();
  document.getElementById(PAGE_ELEMENT_IDS.locales)?.remove();
});

describe('translate', () => {
  const i18n = (language: 'en' | 'fr' = 'en') =>
    new I18n({
      language,
      defaultVariables: { brand: 'Maison' },
      resources: {
        en: {
          greeting: 'Hello {{name}}',
          nav: { home: '{{brand}} home', deep: { leaf: 'Leaf' } },
          onlyEnglish: 'Only in English',
          markup: '{{text}} & more',
          unpassed: 'Hi {{who}}',
          items_zero: 'No items',
          items_one: 'One item',
          items_other: '{{count}} items',
          bare: '{{count}} things',
          pages: {
            list: ['First {{brand}}', 'Second'],
            about: { title: 'About {{brand}}', paragraphs: ['Made by {{brand}}'] },
          },
        },
        fr: {
          greeting: 'Bonjour {{name}}',
          nav: { home: 'Accueil {{brand}}' },
          items_one: '{{count}} article',
          items_other: '{{count}} articles',
        },
      },
    });

  it('reads nested keys by dots and fills {{variables}}, with {{brand}} by default', () => {
    const { t } = i18n();
    expect(t('greeting', { name: 'Ada' })).toBe('Hello Ada');
    expect(t('nav.home')).toBe('Maison home');
    expect(t('nav.home', { brand: 'Other' })).toBe('Other home');
    expect(t('nav.deep.leaf')).toBe('Leaf');
  });

  it('leaves values unescaped (React escapes) and an unpassed variable as written', () => {
    const { t } = i18n();
    expect(t('markup', { text: '<b>"Tom" & Jerry</b>' })).toBe('<b>"Tom" & Jerry</b> & more');
    expect(t('unpassed')).toBe('Hi {{who}}');
    expect(t('unpassed', { who: undefined })).toBe('Hi ');
  });

  it('chooses English plurals by count, with _zero for 0, and fills {{count}}', () => {
    const { t } = i18n('en');
    expect(t('items', { count: 0 })).toBe('No items');
    expect(t('items', { count: 1 })).toBe('One item');
    expect(t('items', { count: 2 })).toBe('2 items');
    expect(t('bare', { count: 3 })).toBe('3 things');
  });

  it('chooses French plurals by French rules (0 is singular; "many" falls back to _other)', () => {
    const { t } = i18n('fr');
    expect(t('items', { count: 0 })).toBe('0 article');
    expect(t('items', { count: 1 })).toBe('1 article');
    expect(t('items', { count: 1.5 })).toBe('1.5 article');
    expect(t('items', { count: 2 })).toBe('2 articles');
    expect(t('items', { count: 1_000_000 })).toBe('1000000 articles');
  });

  it('falls back to English, then to the default value, then to the key', () => {
    const { t } = i18n('fr');
    expect(t('greeting', { name: 'Ada' })).toBe('Bonjour Ada');
    expect(t('onlyEnglish')).toBe('Only in English');
    expect(t('nowhere', { defaultValue: 'Default for {{brand}}' })).toBe('Default for Maison');
    expect(t('nowhere.at.all')).toBe('nowhere.at.all');
    expect(t('greeting.toodeep')).toBe('greeting.toodeep');
    // An object is not a text: without returnObjects its key is returned.
    expect(t('pages.about')).toBe('pages.about');
  });

  it('returns objects and arrays with returnObjects, their texts filled in', () => {
    const { t } = i18n('fr');
    expect(t('pages.list', { returnObjects: true })).toEqual(['First Maison', 'Second']);
    expect(t('pages.about', { returnObjects: true })).toEqual({
      title: 'About Maison',
      paragraphs: ['Made by Maison'],
    });
    expect(t('nav.home', { returnObjects: true })).toBe('Accueil Maison');
    expect(t('missing', { returnObjects: true })).toBe('missing');
  });

  it('reads the real locale files, in both languages', () => {
    const en = createTestI18n('en');
    const fr = createTestI18n('fr');
    expect(en.t('catalog.count', { count: 1 })).toBe('1 piece');
    expect(en.t('catalog.count', { count: 0 })).toBe('0 pieces');
    expect(fr.t('catalog.count', { count: 0 })).toBe('0 pièce');
    expect(fr.t('catalog.count', { count: 2 })).toBe('2 pièces');
    expect(en.t('profile.ordersSummary', { count: 0 })).toBe('You have not placed an order yet.');
    expect(fr.t('profile.ordersSummary', { count: 3 })).toBe('Vous avez passé 3 commandes.');
    expect(en.t('header.homeLink')).toBe('Aurelle home');
  });

  it('keeps t the same function while the language stays the same', async () => {
    const translator = i18n('en');
    const english = translator.t;
    expect(translator.t).toBe(english);
    await translator.changeLanguage('fr');
    expect(translator.t).not.toBe(english);
    expect(translator.t('greeting', { name: 'Ada' })).toBe('Bonjour Ada');
    await translator.changeLanguage('en');
    expect(translator.t).toBe(english);
  });
});

describe('translations loader (spec §7, §8)', () => {
  it('loads /locales/{lng}.json for a language the page did not carry, with English as the fallback', async () => {
    const requested = serveLocales({
      'fr.json': { greeting: 'Bonjour' },
      'en.json': { greeting: 'Hello', only: 'English' },
    });
    const i18n = createI18n('fr');
    expect(i18n.isReady()).toBe(false);
    await i18n.whenReady();
    expect(i18n.isReady()).toBe(true);
    expect(requested.sort()).toEqual(['en.json', 'fr.json']);
    expect(i18n.t('greeting')).toBe('Bonjour');
    expect(i18n.t('only')).toBe('English');
  });

  it('uses the strings the server put into the page, fetching only a language it did not carry', async () => {
    const requested = serveLocales({ 'fr.json': { greeting: 'Bonjour du réseau' } });
    const inline = withInlineLocales(JSON.stringify({ en: { greeting: 'Hello' } }));
    expect(Object.keys(readInlineLocales())).toEqual(['en']);
    const i18n = createI18n('en');
    expect(i18n.isReady()).toBe(true);
    expect(i18n.t('greeting')).toBe('Hello');
    expect(requested).toEqual([]);
    await i18n.changeLanguage('fr');
    expect(requested).toEqual(['fr.json']);
    expect(i18n.t('greeting')).toBe('Bonjour du réseau');
    inline.textContent = '{not json';
    expect(readInlineLocales()).toEqual({});
  });

  it('is ready at once, with no request, when the page carried the language and English', () => {
    const requested = serveLocales({});
    withInlineLocales(JSON.stringify({ fr: { greeting: 'Bonjour' }, en: { greeting: 'Hello' } }));
    const i18n = createI18n('fr');
    expect(i18n.isReady()).toBe(true);
    expect(i18n.t('greeting')).toBe('Bonjour');
    expect(requested).toEqual([]);
  });

  it('switches only once the language has loaded, tells subscribers, and lets the last choice win', async () => {
    serveLocales({ 'fr.json': { greeting: 'Bonjour' } });
    const i18n = new I18n({ language: 'en', resources: { en: { greeting: 'Hello' } } });
    const seen: string[] = [];
    const unsubscribe = i18n.subscribe(() => seen.push(i18n.language));
    const toFrench = i18n.changeLanguage('fr');
    expect(i18n.language).toBe('en');
    await toFrench;
    expect(i18n.language).toBe('fr');
    expect(seen).toEqual(['fr']);

    const backToFrench = i18n.changeLanguage('fr');
    const toEnglish = i18n.changeLanguage('en');
    await Promise.all([backToFrench, toEnglish]);
    expect(i18n.resolvedLanguage).toBe('en');
    expect(seen).toEqual(['fr', 'en']);
    unsubscribe();
    await i18n.changeLanguage('fr');
    expect(seen).toEqual(['fr', 'en']);
  });

  /** Serves fr.json after `failures` failed answers, recording when (fake ms) each request came. */
  function flakyFrench(failures: number, failure: () => Response) {
    const at: number[] = [];
    const start = Date.now();
    server.use(
      http.get('*/locales/fr.json', () => {
        at.push(Date.now() - start);
        return at.length <= failures ? failure() : HttpResponse.json({ greeting: 'Bonjour' });
      }),
    );
    return at;
  }

  const english = () => new I18n({ language: 'en', resources: { en: { greeting: 'Hello' } } });

  it('retries a failed load after 350 ms, doubling the wait each time (spec §8)', async () => {
    vi.useFakeTimers();
    const at = flakyFrench(4, () => new HttpResponse(null, { status: 503 }));
    const i18n = english();
    let switched = false;
    void i18n.changeLanguage('fr').then(() => (switched = true));

    await vi.advanceTimersByTimeAsync(349);
    expect(at).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(at).toEqual([0, 350]);
    await vi.advanceTimersByTimeAsync(699);
    expect(at).toEqual([0, 350]);
    await vi.advanceTimersByTimeAsync(1);
    expect(at).toEqual([0, 350, 1050]);
    await vi.advanceTimersByTimeAsync(1400 + 2800);
    expect(at).toEqual([0, 350, 1050, 2450, 5250]);
    expect(switched).toBe(true);
    expect(i18n.t('greeting')).toBe('Bonjour');
  });

  it('retries a network error the same way', async () => {
    vi.useFakeTimers();
    const at = flakyFrench(2, () => HttpResponse.error());
    const i18n = english();
    const change = i18n.changeLanguage('fr');
    await vi.advanceTimersByTimeAsync(1050);
    expect(at).toEqual([0, 350, 1050]);
    await change;
    expect(i18n.t('greeting')).toBe('Bonjour');
  });

  it('gives up after 5 retries and shows English in the chosen language', async () => {
    vi.useFakeTimers();
    const at = flakyFrench(Infinity, () => new HttpResponse(null, { status: 500 }));
    const i18n = english();
    const change = i18n.changeLanguage('fr');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(at).toEqual([0, 350, 1050, 2450, 5250, 10850]);
    await change;
    expect(i18n.language).toBe('fr');
    expect(i18n.isReady()).toBe(true);
    expect(i18n.t('greeting')).toBe('Hello');
  });

  it('does not retry a missing file', async () => {
    vi.useFakeTimers();
    const at = flakyFrench(Infinity, () => new HttpResponse(null, { status: 404 }));
    const i18n = english();
    const change = i18n.changeLanguage('fr');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(at).toEqual([0]);
    await change;
    expect(i18n.t('greeting')).toBe('Hello');
  });
});
