import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { siteSettings } from '../../../testing/mocks/data.ts';
import { server } from '../../../testing/mocks/server.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { QuoteNote } from './quote-note.tsx';

describe('the request-quote line', () => {
  it('sends customers to the request-quote e-mail, not the contact one', async () => {
    server.use(
      http.get('*/api/setting/global/all', () =>
        HttpResponse.json({ data: { ...siteSettings, quote_email: 'quotes@aurelle.example' } }),
      ),
    );
    renderWithProviders(<QuoteNote />);
    const link = await screen.findByRole('link', { name: /quotes@aurelle\.example/ });
    expect(link).toHaveAttribute('href', 'mailto:quotes@aurelle.example');
    expect(screen.queryByText(/care@aurelle\.example/)).not.toBeInTheDocument();
  });
});
