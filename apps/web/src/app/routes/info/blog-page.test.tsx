import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { BlogCard } from '@aurelle/contract';
import { server } from '../../../testing/mocks/server.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { BlogRoute } from './blog.tsx';
import { BlogPageRoute } from './blog-page.tsx';

const card = (slug: string, title: string, date: string): BlogCard => ({
  slug,
  image: `/media/blog/${slug}.webp`,
  blogTitle: title,
  blogDescription: `About ${title}.`,
  date,
});
const CARDS = [
  card('choosing-a-solitaire', 'How to choose a solitaire', '2026-11-04'),
  card('caring-for-pearls', 'Caring for your pearls', '2026-10-12'),
];
/** The shop's blog calls: the published cards, and a post by its slug. */
function answerBlog() {
  server.use(
    http.get('*/api/setting/store-customization/blogs', () =>
      HttpResponse.json({ name: 'blogs', data: CARDS }),
    ),
    http.get('*/api/blog-posts/:slug', ({ params }) => {
      const found = CARDS.find((one) => one.slug === params.slug);
      if (!found) return HttpResponse.json({ message: 'Blog post not found' }, { status: 404 });
      return HttpResponse.json({
        ...found,
        body: `<p>The opening of ${found.blogTitle}.</p><h2>A section</h2><p>More.</p>`,
      });
    }),
  );
}

describe('the blog', () => {
  it('lists each card with a link to its own article', async () => {
    answerBlog();
    renderWithProviders(<BlogRoute />, { path: '/Blog' });
    const link = await screen.findByRole('link', { name: 'Caring for your pearls' });
    expect(link).toHaveAttribute('href', '/blogpage/caring-for-pearls');
  });

  it('shows a post’s article by its slug, its text as the owner saved it, and the others as more posts', async () => {
    answerBlog();
    renderWithProviders(<BlogPageRoute />, {
      path: '/blogpage/caring-for-pearls',
      routes: [{ path: '/blogpage/:slug', element: <BlogPageRoute /> }],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Caring for your pearls' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The opening of Caring for your pearls.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'A section' })).toBeInTheDocument();
    const more = screen.getByRole('region', { name: 'More posts' });
    expect(
      within(more).getByRole('link', { name: 'How to choose a solitaire' }),
    ).toBeInTheDocument();
    expect(within(more).queryByRole('link', { name: 'Caring for your pearls' })).toBeNull();
  });

  it('shows the newest post at /blogpage', async () => {
    answerBlog();
    renderWithProviders(<BlogPageRoute />, { path: '/blogpage' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How to choose a solitaire' }),
    ).toBeInTheDocument();
  });

  it('reads in French around the post', async () => {
    answerBlog();
    renderWithProviders(<BlogPageRoute />, {
      path: '/blogpage/caring-for-pearls',
      language: 'fr',
      routes: [{ path: '/blogpage/:slug', element: <BlogPageRoute /> }],
    });
    expect(await screen.findByRole('region', { name: 'Autres articles' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir plus' })).toHaveAttribute('href', '/Blog');
  });
});
