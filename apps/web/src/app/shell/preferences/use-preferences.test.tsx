import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/mocks/server.ts';
import { FooterContent } from '../footer/footer-content.tsx';

describe('language and currency (spec §1, §4)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('switches to French, keeps {"code":"fr"} and fetches content again in French', async () => {
    const languages: (string | null)[] = [];
    server.use(
      http.get('*/api/setting/global/all', ({ request }) => {
        const lang = request.headers.get('accept-language');
        languages.push(lang);
        const address = lang === 'fr' ? '12 Marine Drive, Bombay' : '12 Marine Drive, Mumbai';
        return HttpResponse.json({
          data: {
            contact: '+91 1',
            email: 'care@aurelle.example',
            address,
            pod_status: true,
            pod_cap_inr_paise: 2_00_000_00,
            quote_email: 'care@aurelle.example',
            launch_at: '2025-01-28T12:50:00',
            brand_name: 'Aurelle',
            brand_slug: 'aurelle',
          },
        });
      }),
    );
    renderWithProviders(<FooterContent />);
    expect(await screen.findByText('12 Marine Drive, Mumbai')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Français' }));
    expect(await screen.findByRole('heading', { name: 'Guide des bijoux' })).toBeInTheDocument();
    expect(await screen.findByText('12 Marine Drive, Bombay')).toBeInTheDocument();
    expect(Cookies.get('selectedLanguage')).toBe('{"code":"fr"}');
    expect(languages).toEqual(['en', 'fr']);
    expect(screen.getByRole('button', { name: 'Français' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('saves the currency with its symbol and reloads the page', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    renderWithProviders(<FooterContent />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'EUR');
    expect(Cookies.get('selectedCurrency')).toBe('{"code":"EUR","symbol":"€"}');
    await waitFor(() => expect(reload).toHaveBeenCalled());
  });

  it('shows the current year, the site contact and the social links', async () => {
    renderWithProviders(<FooterContent />);
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Aurelle. All rights reserved.`),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'care@aurelle.example' })).toHaveAttribute(
      'href',
      'mailto:care@aurelle.example',
    );
    expect(await screen.findByRole('link', { name: 'Aurelle on Instagram' })).toHaveAttribute(
      'href',
      'https://instagram.com/aurelle',
    );
  });
});
