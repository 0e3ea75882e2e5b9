import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminBlogPost } from '@aurelle/contract';
import { sessionFor } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render.tsx';
import { answer, answerKeepingBodies, server } from '../../testing/server.ts';

const POST_ID = '0b6a3f4e-2c1d-4e5f-8a9b-0c1d2e3f4a5b';

function post(over: Partial<AdminBlogPost> = {}): AdminBlogPost {
  return {
    id: POST_ID,
    slug: 'caring-for-pearls',
    image: '/media/blog/caring-for-pearls.webp',
    date: '2026-10-12',
    published: true,
    en: { title: 'Caring for your pearls', excerpt: 'Pearls are organic.', body: '<p>Soft.</p>' },
    fr: { title: 'Prendre soin de vos perles', excerpt: 'Organiques.', body: '<p>Doux.</p>' },
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...over,
  };
}

const listOf = (...posts: AdminBlogPost[]) => ({
  data: posts.map((one) => ({
    id: one.id,
    slug: one.slug,
    title: one.en.title,
    date: one.date,
    published: one.published,
    updatedAt: one.updatedAt,
  })),
});

describe('blog', () => {
  it('lists the posts under the Content tabs; publishing and deleting ask the server', async () => {
    const published: unknown[] = [];
    let deleted = false;
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('manager'))),
      answer('blogPosts', () => HttpResponse.json(listOf(post({ published: false })))),
      answerKeepingBodies('publishBlogPost', published, () => HttpResponse.json(post())),
      answer('deleteBlogPost', () => {
        deleted = true;
        return HttpResponse.json({ ok: true });
      }),
    );
    const { user } = renderApp('/blog');
    const table = await screen.findByRole('region', { name: 'Blog posts' });
    expect(within(table).getByRole('link', { name: 'Caring for your pearls' })).toHaveAttribute(
      'href',
      `/admin/blog/${POST_ID}`,
    );
    expect(within(table).getByRole('row', { name: /Caring/ })).toHaveTextContent('Draft');
    const tabs = screen.getByRole('navigation', { name: 'Content' });
    expect(within(tabs).getByRole('link', { name: 'Blog' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).getByRole('link', { name: 'Home page' })).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Publish Caring for your pearls' }));
    expect(published).toEqual([{ published: true }]);

    await user.click(within(table).getByRole('button', { name: 'Delete Caring for your pearls' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Caring for your pearls”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete post' }));
    await expect.poll(() => deleted).toBe(true);
  });

  it('edits a post in both languages and sends its card and texts', async () => {
    const bodies: unknown[] = [];
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('owner'))),
      answer('blogPost', () => HttpResponse.json(post())),
      answerKeepingBodies('updateBlogPost', bodies, () =>
        HttpResponse.json(post({ en: { ...post().en, title: 'Pearls, cared for' } })),
      ),
    );
    const { user } = renderApp(`/blog/${POST_ID}`);
    const english = await screen.findByRole('group', { name: 'English' });
    expect(within(english).getByRole('textbox', { name: 'Text' })).toHaveTextContent('Soft.');
    const title = within(english).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Pearls, cared for');
    await user.click(screen.getByRole('button', { name: 'Save post' }));
    expect(await screen.findByText('Post saved. The shop shows it now.')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        slug: 'caring-for-pearls',
        image: '/media/blog/caring-for-pearls.webp',
        date: '2026-10-12',
        published: true,
        en: { title: 'Pearls, cared for', excerpt: 'Pearls are organic.', body: '<p>Soft.</p>' },
        fr: { title: 'Prendre soin de vos perles', excerpt: 'Organiques.', body: '<p>Doux.</p>' },
      },
    ]);
  });

  it('shows the contract’s message under a slug that is not an address, and sends nothing', async () => {
    let sent = false;
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('owner'))),
      answer('createBlogPost', () => {
        sent = true;
        return HttpResponse.json(post());
      }),
    );
    const { user } = renderApp('/blog/new');
    await user.type(await screen.findByRole('textbox', { name: 'Address' }), 'Not A Slug');
    await user.click(screen.getByRole('button', { name: 'Save post' }));
    expect(
      await screen.findByText(
        'Use lower-case letters, digits and hyphens (e.g. caring-for-pearls)',
      ),
    ).toBeInTheDocument();
    expect(sent).toBe(false);
  });
});
