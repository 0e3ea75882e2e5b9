import { screen, within } from '@testing-library/react';
import {
  contentHomeMessages,
  mediaMessages,
  type ContentPicture,
  type HomeContent,
  type HomeContentAnswer,
  type HomeContentBody,
} from '@aurelle/contract';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productRow } from '../../testing/catalog-fixtures.ts';
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
  categories: ['rings', 'earrings'],
};
const piece = (sku: string, name: string) => ({
  id: `id-${sku}`,
  sku,
  name,
  status: 'active' as const,
  image: null,
});
const PIECES = [
  piece('AU-RG-001', 'Lumière ring'),
  piece('AU-RG-004', 'Opus band'),
  piece('AU-ER-002', 'Céleste studs'),
];
const answerOf = (draft: HomeContent | null = null): HomeContentAnswer => ({
  published: PUBLISHED,
  draft,
  draftSavedAt: draft ? '2026-11-30T10:00:00.000Z' : null,
  draftSavedBy: draft ? 'owner@aurelle.example' : null,
  pieces: PIECES,
  categoryOptions: [
    { slug: 'rings', name: 'Rings' },
    { slug: 'earrings', name: 'Earrings' },
    { slug: 'necklaces', name: 'Necklaces' },
  ],
});

function answerContent(role: 'owner' | 'manager' | 'fulfilment' = 'owner') {
  const sent: HomeContent[] = [];
  let published = 0;
  let discarded = 0;
  server.use(
    answer('discardHomeContentDraft', () => {
      discarded++;
      sent.length = 0;
      return HttpResponse.json(answerOf());
    }),
    answer('contentPictures', () =>
      HttpResponse.json({
        items: [
          {
            id: 'p1',
            url: '/media/products/abc.1600w.webp',
            alt: 'A ring on silk',
            productName: 'Lumière ring',
            status: 'ready',
          },
        ],
      }),
    ),
    answer('listProducts', () =>
      HttpResponse.json({
        items: [productRow({ id: 'id-AU-ER-002', name: 'Céleste studs', sku: 'AU-ER-002' })],
        total: 1,
        next: null,
      }),
    ),
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
  return { sent, published: () => published, discarded: () => discarded };
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
    const pieces = screen.getByRole('list', { name: 'Pieces, in order: Bridal' });
    expect(
      within(pieces)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('Lumière ring'), expect.stringContaining('Opus band')]);
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

  it('picks a slider’s pieces by search, reorders and removes them, and sends their SKUs', async () => {
    const { sent } = answerContent();
    const { user } = renderApp('/content/home');
    const bridal = await screen.findByRole('group', { name: 'Bridal' });
    await user.type(within(bridal).getByRole('searchbox', { name: 'Add a piece' }), 'celeste');
    await user.click(await within(bridal).findByRole('button', { name: 'Add Céleste studs' }));
    await user.click(within(bridal).getByRole('button', { name: 'Move Céleste studs up' }));
    await user.click(within(bridal).getByRole('button', { name: 'Remove Lumière ring' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved. Preview it, then publish.')).toBeInTheDocument();
    expect(sent[0]?.inFocus[0]?.productSkus).toEqual(['AU-ER-002', 'AU-RG-004']);
  });

  it('chooses which categories home shows and their order', async () => {
    const { sent } = answerContent();
    const { user } = renderApp('/content/home');
    const shown = await screen.findByRole('list', { name: 'Shown on home, in order' });
    expect(
      within(shown)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('Rings'), expect.stringContaining('Earrings')]);
    await user.click(screen.getByRole('button', { name: 'Add Necklaces' }));
    await user.click(screen.getByRole('button', { name: 'Move Necklaces up' }));
    await user.click(screen.getByRole('button', { name: 'Remove Rings' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved. Preview it, then publish.')).toBeInTheDocument();
    expect(sent[0]?.categories).toEqual(['necklaces', 'earrings']);
  });

  it('chooses the hero’s picture from the media library and shows its thumbnail', async () => {
    const { sent } = answerContent();
    const { user } = renderApp('/content/home');
    await user.click(await screen.findByRole('button', { name: 'Choose picture' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose the hero’s picture' });
    await user.click(await within(dialog).findByRole('button', { name: 'A ring on silk' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Picture' })).toHaveValue(
      '/media/products/abc.1600w.webp',
    );
    const preview = screen.getByRole('img', { name: 'The chosen picture' });
    expect(preview.querySelector('img')).toHaveAttribute('src', '/media/products/abc.400w.webp');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved. Preview it, then publish.')).toBeInTheDocument();
    expect(sent[0]?.hero.image).toBe('/media/products/abc.1600w.webp');
  });

  it('uploads a picture in the dialog, shows it being made, then lets it be chosen once ready', async () => {
    const { sent } = answerContent();
    const own = (status: ContentPicture['status']): ContentPicture => ({
      id: 'own-1',
      url: status === 'ready' ? '/media/p/own.1600w.webp' : null,
      alt: '',
      productName: null,
      status,
    });
    const library = {
      id: 'p1',
      url: '/media/products/abc.1600w.webp',
      alt: 'A ring on silk',
      productName: 'Lumière ring',
      status: 'ready' as const,
    };
    const uploads: string[] = [];
    let listedSinceUpload = 0;
    server.use(
      answer('uploadContentPicture', async ({ request }) => {
        const file = (await request.formData()).get('files');
        uploads.push(file instanceof File ? file.name : String(file));
        return HttpResponse.json({ items: [own('processing')] });
      }),
      answer('contentPictures', () => {
        if (uploads.length === 0) return HttpResponse.json({ items: [library] });
        listedSinceUpload++;
        // Made after the first look since the upload.
        const status = listedSinceUpload > 1 ? 'ready' : 'processing';
        return HttpResponse.json({ items: [own(status), library] });
      }),
    );
    const { user } = renderApp('/content/home');
    await user.click(await screen.findByRole('button', { name: 'Choose picture' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose the hero’s picture' });
    await within(dialog).findByRole('button', { name: 'A ring on silk' });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'hero.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Upload a picture'), file);

    expect(
      await within(dialog).findByText('hero.png is uploaded; it can be chosen once it is ready.'),
    ).toBeInTheDocument();
    expect(uploads).toEqual(['hero.png']);
    const chosen = await within(dialog).findByRole(
      'button',
      { name: 'The shop’s picture' },
      { timeout: 4000 },
    );
    const list = within(dialog).getByRole('list', { name: 'The library’s pictures' });
    expect(within(list).getAllByRole('button')[0]).toBe(chosen);
    await user.click(chosen);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Picture' })).toHaveValue('/media/p/own.1600w.webp');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved. Preview it, then publish.')).toBeInTheDocument();
    expect(sent[0]?.hero.image).toBe('/media/p/own.1600w.webp');
  });

  it('says why an upload is refused, and the library stays as it was', async () => {
    answerContent();
    server.use(
      answer('uploadContentPicture', () =>
        HttpResponse.json(
          { message: mediaMessages.notMedia, errors: { 'notes.png': mediaMessages.notMedia } },
          { status: 415 },
        ),
      ),
    );
    const { user } = renderApp('/content/home');
    await user.click(await screen.findByRole('button', { name: 'Choose picture' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose the hero’s picture' });
    await within(dialog).findByRole('button', { name: 'A ring on silk' });
    const file = new File(['not a picture'], 'notes.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Upload a picture'), file);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `notes.png was not added: ${mediaMessages.notMedia}`,
    );
    const list = within(dialog).getByRole('list', { name: 'The library’s pictures' });
    expect(within(list).getAllByRole('button')).toHaveLength(1);
  });

  it('discards the draft after a confirmation, and shows what the shop shows', async () => {
    const { discarded } = answerContent();
    const { user } = renderApp('/content/home');
    const english = await firstGroup('English');
    const title = within(english).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'To be dropped');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await user.click(await screen.findByRole('button', { name: 'Discard draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard the draft?' });
    expect(discarded()).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Discard draft' }));
    expect(
      await screen.findByText('Draft discarded: the form shows what the shop shows.'),
    ).toBeInTheDocument();
    expect(discarded()).toBe(1);
    expect(within(await firstGroup('English')).getByRole('textbox', { name: 'Title' })).toHaveValue(
      'Light, held still',
    );
  });

  it('is not in a fulfilment member’s navigation', async () => {
    answerContent('fulfilment');
    renderApp('/orders');
    await screen.findAllByRole('link', { name: 'Orders' });
    expect(screen.queryByRole('link', { name: 'Content' })).toBeNull();
  });
});
