import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../testing/mocks/server.ts';
import { PAGE_ELEMENT_IDS } from '@aurelle/contract';
import { createI18n, httpI18nOptions, readInlineLocales } from './i18n.ts';

describe('translations loader (spec §7, §8)', () => {
  it('loads /locales/{lng}.json, with English as the fallback', async () => {
    const requested: string[] = [];
    server.use(
      http.get('*/locales/:file', ({ params }) => {
        requested.push(String(params.file));
        return HttpResponse.json(
          params.file === 'fr.json'
            ? { greeting: 'Bonjour' }
            : { greeting: 'Hello', only: 'English' },
        );
      }),
    );
    const i18n = createI18n('fr');
    await new Promise((resolve) =>
      i18n.isInitialized ? resolve(null) : i18n.on('initialized', resolve),
    );
    await i18n.loadLanguages(['fr', 'en']);
    expect(requested.sort()).toEqual(['en.json', 'fr.json']);
    expect(i18n.t('greeting')).toBe('Bonjour');
    expect(i18n.t('only')).toBe('English');
  });

  it('uses the strings the server put into the page, fetching only a language it did not carry', async () => {
    const requested: string[] = [];
    server.use(
      http.get('*/locales/:file', ({ params }) => {
        requested.push(String(params.file));
        return HttpResponse.json({ greeting: 'Hello from the network' });
      }),
    );
    const inline = document.createElement('script');
    inline.type = 'application/json';
    inline.id = PAGE_ELEMENT_IDS.locales;
    inline.textContent = JSON.stringify({ fr: { greeting: 'Bonjour' }, en: { greeting: 'Hello' } });
    document.body.append(inline);
    try {
      expect(Object.keys(readInlineLocales())).toEqual(['en', 'fr']);
      const i18n = createI18n('fr');
      await new Promise((resolve) =>
        i18n.isInitialized ? resolve(null) : i18n.on('initialized', resolve),
      );
      expect(i18n.t('greeting')).toBe('Bonjour');
      await i18n.changeLanguage('en');
      expect(i18n.t('greeting')).toBe('Hello');
      expect(requested).toEqual([]);
      inline.textContent = '{not json';
      expect(readInlineLocales()).toEqual({});
    } finally {
      inline.remove();
    }
  });

  it('retries a failed load up to 5 times, waiting 350 ms and doubling (i18next read retry)', () => {
    const options = httpI18nOptions('en');
    expect(options.maxRetries).toBe(5);
    expect(options.retryTimeout).toBe(350);
    expect(options.fallbackLng).toBe('en');
  });
});
