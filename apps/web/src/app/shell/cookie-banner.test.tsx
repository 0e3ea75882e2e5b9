import { messages } from '@aurelle/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { CookieBanner } from './cookie-banner.tsx';

describe('Cookie notice (spec §2, §4)', () => {
  it('shows the spec text while no cookieConsent cookie exists', () => {
    renderWithProviders(<CookieBanner />);
    expect(screen.getByText(messages.cookie.text)).toBeInTheDocument();
  });

  it('stays hidden once consent was answered', () => {
    Cookies.set('cookieConsent', 'false');
    renderWithProviders(<CookieBanner />);
    expect(screen.queryByText(messages.cookie.text)).not.toBeInTheDocument();
  });

  it('"Understood" accepts: stores true and hides', async () => {
    renderWithProviders(<CookieBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Understood' }));
    expect(Cookies.get('cookieConsent')).toBe('true');
    expect(screen.queryByText(messages.cookie.text)).not.toBeInTheDocument();
  });

  it('the close button denies: stores false and hides', async () => {
    renderWithProviders(<CookieBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Close and decline cookies' }));
    expect(Cookies.get('cookieConsent')).toBe('false');
    expect(screen.queryByText(messages.cookie.text)).not.toBeInTheDocument();
  });
});
