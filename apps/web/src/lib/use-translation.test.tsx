import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Suspense, useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { server } from '../testing/mocks/server.ts';
import { createI18n, I18n, type TFunction } from './i18n.ts';
import { I18nContext, useTranslation } from './use-translation.ts';

function Greeting({ onT }: { onT?: (t: TFunction) => void }) {
  const { t, i18n } = useTranslation();
  const [clicks, setClicks] = useState(0);
  useEffect(() => {
    onT?.(t);
  }, [t, onT]);
  return (
    <>
      <p lang={i18n.resolvedLanguage}>{t('greeting')}</p>
      <button onClick={() => setClicks(clicks + 1)}>{t('clicks', { count: clicks })}</button>
    </>
  );
}

function renderWith(i18n: I18n, onT?: (t: TFunction) => void) {
  return render(
    <I18nContext value={i18n}>
      <Suspense fallback={<p>Waiting</p>}>
        <Greeting onT={onT} />
      </Suspense>
    </I18nContext>,
  );
}

const strings = {
  en: { greeting: 'Hello', clicks_one: '{{count}} click', clicks_other: '{{count}} clicks' },
  fr: { greeting: 'Bonjour', clicks_one: '{{count}} clic', clicks_other: '{{count}} clics' },
};

describe('useTranslation', () => {
  it('waits for the language to load rather than showing raw keys', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/locales/:file', async ({ params }) => {
        await held;
        return HttpResponse.json(params.file === 'fr.json' ? strings.fr : strings.en);
      }),
    );
    const i18n = createI18n('fr');
    renderWith(i18n);
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    expect(screen.queryByText('greeting')).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('Bonjour')).toHaveAttribute('lang', 'fr');
    expect(screen.getByRole('button', { name: '0 clic' })).toBeInTheDocument();
  });

  it('renders at once when the strings are there, and re-renders on a language change', async () => {
    server.use(http.get('*/locales/fr.json', () => HttpResponse.json(strings.fr)));
    const i18n = new I18n({ language: 'en', resources: { en: strings.en } });
    renderWith(i18n);
    expect(screen.getByText('Hello')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '0 clicks' }));
    expect(screen.getByRole('button', { name: '1 click' })).toBeInTheDocument();

    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByText('Bonjour')).toHaveAttribute('lang', 'fr');
    expect(screen.getByRole('button', { name: '1 clic' })).toBeInTheDocument();
    expect(screen.queryByText('Waiting')).not.toBeInTheDocument();
  });

  it('keeps t the same across renders until the language changes', async () => {
    const seen: TFunction[] = [];
    const i18n = new I18n({ language: 'en', resources: strings });
    renderWith(i18n, (t) => seen.push(t));
    await userEvent.click(screen.getByRole('button', { name: '0 clicks' }));
    await userEvent.click(screen.getByRole('button', { name: '1 click' }));
    expect(screen.getByRole('button', { name: '2 clicks' })).toBeInTheDocument();
    expect(new Set(seen).size).toBe(1);

    await act(() => i18n.changeLanguage('fr'));
    expect(new Set(seen).size).toBe(2);
    expect(seen.at(-1)?.('greeting')).toBe('Bonjour');
  });

  it('needs a provider', () => {
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(() => render(<Greeting />)).toThrow(/I18nContext provider/);
    } finally {
      console.error = quiet;
    }
  });
});
