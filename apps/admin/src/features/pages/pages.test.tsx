import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminPage } from '@aurelle/contract';
import { sessionFor } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render.tsx';
import { answer, answerKeepingBodies, server } from '../../testing/server.ts';

const POLICIES_EN =
  '<h2 id="shipping-policy">Shipping policy</h2><p>Every order ships free.</p>' +
  '<h2 id="return-exchange-policy">Returns and exchanges</h2><p>Within 15 days.</p>' +
  '<h2 id="privacy-policy">Privacy policy</h2><ul><li>We never sell your data.</li></ul>' +
  '<h2 id="terms-condition">Terms and conditions</h2><p>Indian law applies.</p>';

function policies(over: Partial<AdminPage> = {}): AdminPage {
  return {
    slug: 'policies',
    en: { eyebrow: 'Client care', title: 'Policies', lede: 'In plain words.', body: POLICIES_EN },
    fr: {
      eyebrow: 'Service client',
      title: 'Conditions',
      lede: 'En termes simples.',
      body: POLICIES_EN.replace('Shipping policy', 'Politique de livraison'),
    },
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...over,
  };
}

describe('pages', () => {
  it('lists the informational pages with when each was last saved', async () => {
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('manager'))),
      answer('pages', () =>
        HttpResponse.json({
          data: [
            { slug: 'about', title: 'About us', updatedAt: '2026-11-20T10:00:00.000Z' },
            { slug: 'policies', title: 'Policies', updatedAt: '2026-11-21T10:00:00.000Z' },
          ],
        }),
      ),
    );
    renderApp('/pages');
    const table = await screen.findByRole('region', { name: 'Pages' });
    expect(within(table).getByRole('link', { name: 'Policies' })).toHaveAttribute(
      'href',
      '/admin/pages/policies',
    );
    expect(within(table).getByRole('row', { name: /About us/ })).toHaveTextContent('Nov 20, 2026');
    expect(screen.getByRole('link', { name: 'Pages' })).toBeInTheDocument();
  });

  it('edits a page in both languages: the text in the editor keeps its anchors, and a save sends it', async () => {
    const bodies: unknown[] = [];
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('owner'))),
      answer('page', () => HttpResponse.json(policies())),
      answerKeepingBodies('updatePage', bodies, () =>
        HttpResponse.json(policies({ en: { ...policies().en, title: 'Our policies' } })),
      ),
    );
    const { user } = renderApp('/pages/policies');
    const english = await screen.findByRole('group', { name: 'English' });
    const editor = within(english).getByRole('textbox', { name: 'Text' });
    expect(within(editor).getByRole('heading', { name: 'Privacy policy' })).toHaveAttribute(
      'id',
      'privacy-policy',
    );
    expect(within(english).getByRole('toolbar', { name: 'Text formatting' })).toBeInTheDocument();
    for (const name of ['H2 heading', 'H3 subheading', 'Bold', 'Italic', 'Bulleted list', 'Link'])
      expect(within(english).getByRole('button', { name })).toBeInTheDocument();
    const french = screen.getByRole('group', { name: 'French' });
    expect(within(french).getByRole('heading', { name: 'Politique de livraison' })).toHaveAttribute(
      'id',
      'shipping-policy',
    );

    const title = within(english).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Our policies');
    await user.click(screen.getByRole('button', { name: 'Save page' }));
    expect(await screen.findByText('Page saved. The shop shows it now.')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        en: expect.objectContaining({ title: 'Our policies', body: POLICIES_EN }),
        fr: expect.objectContaining({ title: 'Conditions' }),
      },
    ]);
  });

  it('shows the server’s refusal under the text it is about', async () => {
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('owner'))),
      answer('page', () => HttpResponse.json(policies())),
      answer('updatePage', () =>
        HttpResponse.json(
          {
            message: 'Keep the policies’ four section headings: the shop’s links point to them',
            errors: {
              'fr.body': 'Keep the policies’ four section headings: the shop’s links point to them',
            },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderApp('/pages/policies');
    await screen.findByRole('group', { name: 'English' });
    await user.click(screen.getByRole('button', { name: 'Save page' }));
    const french = screen.getByRole('group', { name: 'French' });
    expect(
      await within(french).findByText(/Keep the policies’ four section headings/),
    ).toBeInTheDocument();
  });
});
