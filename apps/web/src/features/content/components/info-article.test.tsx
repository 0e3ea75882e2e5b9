import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { saveLanguage } from '../../../lib/preferences.ts';
import { server } from '../../../testing/mocks/server.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { InfoArticle } from './info-article.tsx';

describe('an informational page', () => {
  afterEach(() => saveLanguage('en'));

  it('shows the owner’s texts from the API: header, headings with their anchors, lists and links', async () => {
    server.use(
      http.get('*/api/pages/about', () =>
        HttpResponse.json({
          slug: 'about',
          eyebrow: 'The house',
          title: 'About us',
          lede: 'A house of fine jewellery.',
          body: '<h2 id="what-we-make">What we make</h2><p>Rings and <strong>earrings</strong>.</p><ul><li>Free cleaning</li></ul><p><a href="/policies#privacy-policy">Privacy</a></p>',
        }),
      ),
    );
    renderWithProviders(<InfoArticle slug="about" />, { path: '/about-us' });
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(screen.getByText('A house of fine jewellery.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What we make' })).toHaveAttribute(
      'id',
      'what-we-make',
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Free cleaning');
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute(
      'href',
      '/policies#privacy-policy',
    );
  });

  it('reads in the shop’s language', async () => {
    saveLanguage('fr');
    renderWithProviders(<InfoArticle slug="policies" />, { path: '/policies', language: 'fr' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Conditions générales' }),
    ).toHaveAttribute('id', 'terms-condition');
  });
});
