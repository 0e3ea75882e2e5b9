import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  blogAdminMessages,
  blogCardsResponseSchema,
  blogPostSchema,
  type AdminBlogPost,
  type AdminBlogPostList,
  type BlogCardsResponse,
  type BlogPost,
  type BlogPostBody,
} from '@aurelle/contract';
import { contentBlocks } from '../../db/schema/index.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { admin, signedInStaff } from '../../../test/staff.ts';

const t = useTestApp();
let owner: Awaited<ReturnType<typeof signedInStaff>>;
let manager: Awaited<ReturnType<typeof signedInStaff>>;
let fulfilment: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  [owner, manager, fulfilment] = [
    await signedInStaff(t, 'owner'),
    await signedInStaff(t, 'manager'),
    await signedInStaff(t, 'fulfilment'),
  ];
});

const cards = async (lang = 'en') => {
  const response = await t.get('/api/setting/store-customization/blogs', {
    'accept-language': lang,
  });
  expect(response.statusCode, response.body).toBe(200);
  return blogCardsResponseSchema.parse(response.json()) as BlogCardsResponse;
};
const shopPost = (slug: string, lang = 'en') =>
  t.get(`/api/blog-posts/${slug}`, { 'accept-language': lang });
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object, as = owner) =>
  admin(t, method, url, body, { cookie: as.cookie });

const newPost = (slug: string, published = true): BlogPostBody => ({
  slug,
  image: '/media/blog/caring-for-pearls.webp',
  date: '2026-12-01',
  published,
  en: {
    title: 'Winter pearls',
    excerpt: 'Why pearls glow in winter light.',
    body: '<p>Soft light.</p>',
  },
  fr: {
    title: 'Perles d’hiver',
    excerpt: 'Pourquoi les perles brillent l’hiver.',
    body: '<p>Lumière douce.</p>',
  },
});

describe('the blog after the migration', () => {
  it('lists the six cards the shop showed before, newest first, in both languages', async () => {
    const en = await cards('en');
    expect(en.data.map((card) => card.slug)).toEqual([
      'choosing-a-solitaire',
      'caring-for-pearls',
      'the-four-cs',
      'stacking-bangles',
      'coloured-gemstones',
      'bridal-jewellery',
    ]);
    expect(en.data[0]).toEqual({
      slug: 'choosing-a-solitaire',
      image: '/media/blog/choosing-a-solitaire.webp',
      blogTitle: 'How to choose a solitaire',
      blogDescription:
        'Cut, colour, clarity and carat are only the beginning. Our gemmologists explain how to balance the four Cs against your budget, why the setting matters as much as the stone, and how to find the shape that suits your hand.',
      date: '2026-11-04',
    });
    const fr = await cards('fr');
    expect(fr.data[1]?.blogTitle).toBe('Prendre soin de vos perles');
    expect(fr.data[5]?.blogDescription).toContain('De la bague de fiançailles');
  });

  it('keeps the sample article’s words as the newest post’s body in both languages', async () => {
    const en = blogPostSchema.parse((await shopPost('choosing-a-solitaire')).json()) as BlogPost;
    expect(en.body).toBe(
      '<p>Choosing a diamond can feel like learning a new language. It need not. Behind the grades and certificates lies one simple question: which stone will you love looking at every day?</p>' +
        '<h2>Start with the cut</h2><p>Of the four Cs, cut matters most to how a diamond looks, because it decides how much light the stone returns to your eye. A well-cut diamond can look larger and brighter than a heavier stone with shallow or deep proportions. Once the cut is excellent, balance colour and clarity against your budget: few people can tell a G colour from an F once it is set, and a VS2 clarity is clean to the eye.</p>' +
        '<h2>In conclusion</h2><p>The right diamond is the one that suits your hand, your style and your story, not the one with the most impressive line on a report. Come and compare stones side by side in our studio, or ask our advisers for a shortlist chosen around you.</p>',
    );
    const fr = (await shopPost('choosing-a-solitaire', 'fr')).json<BlogPost>();
    expect(fr.body).toContain('<h2>Commencez par la taille</h2>');
    expect(fr.body).toContain('<h2>En conclusion</h2>');
  });

  it('no longer keeps the `blogs` content block the cards came from', async () => {
    const rows = await t.db.select().from(contentBlocks).where(eq(contentBlocks.name, 'blogs'));
    expect(rows).toHaveLength(0);
  });
});

describe('writing the blog in the back office', () => {
  it('creates a post, cleaned, shown at once in both languages, and audited', async () => {
    await cards(); // The cards are in the response cache before the post exists.
    const body = newPost('winter-pearls');
    body.en.body =
      '<h2>Light</h2><p onclick="steal()">Soft light.<script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">here</a></p>';
    const created = await call('POST', '/blog-posts', body);
    expect(created.statusCode, created.body).toBe(200);
    const post = created.json<AdminBlogPost>();
    expect(post.en.body).toBe('<h2>Light</h2><p>Soft light.<a>here</a></p>');
    const shown = await cards();
    expect(shown.data[0]).toMatchObject({ slug: 'winter-pearls', blogTitle: 'Winter pearls' });
    expect((await cards('fr')).data[0]?.blogTitle).toBe('Perles d’hiver');
    const article = (await shopPost('winter-pearls', 'fr')).json<BlogPost>();
    expect(article).toMatchObject({ blogTitle: 'Perles d’hiver', body: '<p>Lumière douce.</p>' });
    const audit = await call('GET', '/audit?entityType=blog-post');
    expect(audit.body).toContain('blog-post.created');
  });

  it('keeps an unpublished post out of the shop until it is published, then withdraws it', async () => {
    const created = await call('POST', '/blog-posts', newPost('a-draft', false));
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json<AdminBlogPost>();
    expect((await cards()).data.map((card) => card.slug)).not.toContain('a-draft');
    expect((await shopPost('a-draft')).statusCode).toBe(404);
    const shown = await call('POST', `/blog-posts/${id}/published`, { published: true });
    expect(shown.statusCode, shown.body).toBe(200);
    expect((await cards()).data.map((card) => card.slug)).toContain('a-draft');
    expect((await shopPost('a-draft')).statusCode).toBe(200);
    await call('POST', `/blog-posts/${id}/published`, { published: false });
    expect((await shopPost('a-draft')).statusCode).toBe(404);
    const list = (await call('GET', '/blog-posts')).json<AdminBlogPostList>();
    expect(list.data.find((row) => row.slug === 'a-draft')?.published).toBe(false);
  });

  it('edits a post and deletes it; both reach the shop at once', async () => {
    const { id } = (await call('POST', '/blog-posts', newPost('to-edit'))).json<AdminBlogPost>();
    const edited = newPost('to-edit');
    edited.en.title = 'Pearls in winter';
    const saved = await call('PUT', `/blog-posts/${id}`, edited);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await shopPost('to-edit')).json<BlogPost>().blogTitle).toBe('Pearls in winter');
    const deleted = await call('DELETE', `/blog-posts/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await shopPost('to-edit')).statusCode).toBe(404);
    expect((await call('GET', `/blog-posts/${id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/blog-posts/${id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with the field’s message and changes nothing', async () => {
    const before = (await call('GET', '/blog-posts')).json<AdminBlogPostList>();
    const badSlug = await call('POST', '/blog-posts', newPost('Not A Slug'));
    expect(badSlug.statusCode).toBe(400);
    expect(badSlug.json<{ errors: Record<string, string> }>().errors.slug).toBe(
      blogAdminMessages.slugShape,
    );
    const badImage = await call('POST', '/blog-posts', {
      ...newPost('bad-image'),
      image: 'javascript:alert(1)',
    });
    expect(badImage.statusCode).toBe(400);
    const noTitle = newPost('no-title');
    noTitle.fr.title = ' ';
    expect((await call('POST', '/blog-posts', noTitle)).statusCode).toBe(400);
    const onlyScript = newPost('only-script');
    onlyScript.en.body = '<script>alert(1)</script>';
    expect((await call('POST', '/blog-posts', onlyScript)).statusCode).toBe(422);
    const taken = await call('POST', '/blog-posts', newPost('the-four-cs'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ errors: Record<string, string> }>().errors.slug).toBe(
      blogAdminMessages.slugTaken,
    );
    expect((await call('GET', '/blog-posts/not-a-uuid')).statusCode).toBe(400);
    expect((await call('GET', '/blog-posts')).json<AdminBlogPostList>()).toEqual(before);
  });

  it('lets managers read and write; fulfilment may do neither', async () => {
    expect((await call('GET', '/blog-posts', undefined, manager)).statusCode).toBe(200);
    const created = await call('POST', '/blog-posts', newPost('by-a-manager'), manager);
    expect(created.statusCode).toBe(200);
    expect((await call('GET', '/blog-posts', undefined, fulfilment)).statusCode).toBe(403);
    expect(
      (await call('POST', '/blog-posts', newPost('by-fulfilment'), fulfilment)).statusCode,
    ).toBe(403);
    const { id } = created.json<AdminBlogPost>();
    expect((await call('DELETE', `/blog-posts/${id}`, undefined, fulfilment)).statusCode).toBe(403);
  });
});
