import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../testing/mocks/server.ts';
import { createI18n, httpI18nOptions } from './i18n.ts';

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

  it('retries a failed load up to 5 times, waiting 350 ms and doubling (i18next read retry)', () => {
    const options = httpI18nOptions('en');
    expect(options.maxRetries).toBe(5);
    expect(options.retryTimeout).toBe(350);
    expect(options.fallbackLng).toBe('en');
  });
});
