import { screen, within } from '@testing-library/react';
import {
  contentHomeMessages,
  type HomeContent,
  type HomeContentAnswer,
  type HomeContentBody,
} from '@aurelle/contract';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionFor } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render.tsx';
import { answer, fieldRefusal, server } from '../../testing/server.ts';

const text = (title: string) => ({ title, subtitle: `${title}, below`, ctaLabel: 'Discover' });
const seo = (title: string) => ({
  metaTitle: title,
  metaDescription: `${title} description`,
  metaKeywords: 'rings',
  ogTitle: title,
  ogDescription: `${title} description`,
});
const PUBLISHED: HomeContent = {
  hero: {
    image: '/media/art/banners/hero-opus.svg',
    link: '/shop/opus',
    en: text('Light, held still'),
    fr: text('La lumière, suspendue'),
  },
  seo: { en: seo('Aurelle'), fr: seo('Aurelle FR') },
  inFocus: [
    {
      name: 'bridal',
      productSkus: ['AU-RG-001', 'AU-RG-004'],
      en: { title: 'The bridal edit', subtitle: '' },
      fr: { title: 'La sélection mariage', subtitle: '' },
    },
  ],
};
const answerOf = (draft: HomeContent | null = null): HomeContentAnswer => ({
  published: PUBLISHED,
  draft,
  draftSavedAt: draft ? '2026-11-30T10:00:00.000Z' : null,
  draftSavedBy: draft ? 'owner@aurelle.example' : null,
});

function answerContent(role: 'owner' | 'manager' | 'fulfilment' = 'owner') {
  const sent: HomeContent[] = [];
  let published = 0;
  server.use(
    answer('session', () => HttpResponse.json(sessionFor(role))),
    answer('homeContent', () =>
      HttpResponse.json(published ? answerOf() : answerOf(sent.at(-1) ?? null)),
    ),
    answer('saveHomeContentDraft', async ({ request }) => {
      const body = (await request.json()) as HomeContentBody as HomeContent;
      sent.push(body);
      return HttpResponse.json(answerOf(body));
    }),
    answer('publishHomeContent', () => {
      published++;
      return HttpResponse.json({ ...answerOf(), published: sent.at(-1) ?? PUBLISHED });
    }),
    answer('previewHomeContent', () =>
      HttpResponse.json({
        url: '/?preview=1790000000000.signed',
        expiresAt: '2026-11-30T10:15:00Z',
      }),
    ),
  );
  return { sent, published: () => published };
}

/** The first group of a language's fields: the hero's. */
const firstGroup = async (name: string) =>
  (await screen.findAllByRole('group', { name }))[0] as HTMLElement;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the home page’s content', () => {
  it('shows what the shop shows, in English and French, and saves the owner’s change as a draft', async () => {
    const { sent } = answerContent();
    const { user } = renderApp('/content/home');
    const english = await firstGroup('English');
    const title = within(english).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Light, held still');
    const french = await firstGroup('French');
    expect(within(french).getByRole('textbox', { name: 'Title' })).toHaveValue(
      'La lumière, suspendue',
    );
    expect(screen.getByRole('textbox', { name: /Pieces, by SKU/ })).toHaveValue(
      'AU-RG-001\nAU-RG-004',
    );
    expect(screen.getByText('No draft: the form shows what the shop shows.')).toBeInTheDocument();

    await user.clear(title);
    await user.type(title, 'Held in light');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved. Preview it, then publish.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.hero.en.title).toBe('Held in light');
    expect(sent[0]?.inFocus[0]?.productSkus).toEqual(['AU-RG-001', 'AU-RG-004']);
    expect(await screen.findByText(/Draft saved by owner@aurelle.example/)).toBeInTheDocument();
  });

  it('refuses an empty title and a javascript: link before sending anything', async () => {
    const { sent } = answerContent();
    const { user } = renderApp('/content/home');
    const english = await firstGroup('English');
    const title = within(english).getByRole('textbox', { name: 'Title' });
    const link = screen.getByRole('textbox', { name: 'Button’s link' });
    await user.clear(title);
    await user.clear(link);
    await user.type(link, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(title).toHaveAccessibleDescription(
      expect.stringContaining(contentHomeMessages.titleRequired),
    );
    expect(link).toHaveAccessibleDescription(
      expect.stringContaining(contentHomeMessages.linkInvalid),
    );
    expect(sent).toEqual([]);
  });

  it('shows the server’s refusal under its field', async () => {
    answerContent();
    server.use(
      answer('saveHomeContentDraft', () =>
        fieldRefusal('hero.image', contentHomeMessages.imageInvalid),
      ),
    );
    const { user } = renderApp('/content/home');
    await screen.findAllByRole('group', { name: 'English' });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(screen.getByRole('textbox', { name: 'Picture' })).toHaveAccessibleDescription(
      expect.stringContaining(contentHomeMessages.imageInvalid),
    );
  });

  it('publishes what the form holds, saving it first, and opens a preview of the shop', async () => {
    const { sent, published } = answerContent('manager');
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderApp('/content/home');
    const english = await firstGroup('English');
    const title = within(english).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Held in light');
    await user.click(screen.getByRole('button', { name: 'Preview the shop' }));
    expect(await screen.findByText(/The preview opened in a new tab/)).toBeInTheDocument();
    expect(opened).toHaveBeenCalledWith('/?preview=1790000000000.signed', '_blank', 'noopener');
    expect(sent).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published: the shop shows it now.')).toBeInTheDocument();
    expect(published()).toBe(1);
  });

  it('is not in a fulfilment member’s navigation', async () => {
    answerContent('fulfilment');
    renderApp('/orders');
    await screen.findAllByRole('link', { name: 'Orders' });
    expect(screen.queryByRole('link', { name: 'Content' })).toBeNull();
  });
});
