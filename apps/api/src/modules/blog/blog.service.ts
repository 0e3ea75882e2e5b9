import {
  LANGUAGES,
  blogAdminMessages,
  type AdminBlogPost,
  type AdminBlogPostList,
  type BlogCard,
  type BlogCardsResponse,
  type BlogPost,
  type BlogPostBody,
  type BlogPostTexts,
  type Language,
} from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import type { DataCache } from '../../lib/data-cache.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, fieldConflict, notFound } from '../../lib/errors.ts';
import type { Locale } from '../../lib/locale.ts';
import { cleanRichText } from '../../lib/rich-text.ts';
import type { Actor } from '../audit/audit.repository.ts';
import { auditRecorder, type BackOfficeDeps } from '../audit/back-office.ts';
import type { BlogRepository, StoredBlogPost } from './blog.repository.ts';

const EMPTY: BlogPostTexts = { title: '', excerpt: '', body: '' };
const TEXT_FIELDS = ['title', 'excerpt', 'body'] as const;

/** A post's texts in a language, English when that language has none. */
const textsIn = (post: StoredBlogPost, lang: Language): BlogPostTexts => {
  const row =
    post.texts.find((text) => text.locale === lang) ??
    post.texts.find((text) => text.locale === 'en');
  return row ? { title: row.title, excerpt: row.excerpt, body: row.body } : EMPTY;
};

const cardOf = (post: StoredBlogPost, lang: Language): BlogCard => {
  const texts = textsIn(post, lang);
  return {
    slug: post.slug,
    image: post.image,
    blogTitle: texts.title,
    blogDescription: texts.excerpt,
    date: post.publishedOn,
  };
};

const adminPostOf = (post: StoredBlogPost): AdminBlogPost => ({
  id: post.id,
  slug: post.slug,
  image: post.image,
  date: post.publishedOn,
  published: post.published,
  en: textsIn(post, 'en'),
  fr: textsIn(post, 'fr'),
  updatedAt: post.updatedAt.toISOString(),
});

/** The audit's changes between two versions of a post, field by field. */
function changesOf(before: AdminBlogPost | undefined, after: AdminBlogPost) {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const field of ['slug', 'image', 'date', 'published'] as const)
    if (before?.[field] !== after[field])
      changes[field] = { before: before?.[field] ?? null, after: after[field] };
  for (const lang of LANGUAGES)
    for (const field of TEXT_FIELDS)
      if (before?.[lang][field] !== after[lang][field])
        changes[`${lang}.${field}`] = {
          before: before?.[lang][field] ?? null,
          after: after[lang][field],
        };
  return changes;
}

/**
 * The blog: the shop reads the published posts' cards and one published post in its language;
 * the back office writes, publishes, withdraws and deletes posts. A body is cleaned by the
 * rich-text allow-list on every save, so what is stored is what the shop may render as it is.
 */
export function createBlog({
  db,
  repo,
  audit,
  clock,
  cache,
}: BackOfficeDeps<BlogRepository> & {
  /** The catalogue's data cache: the posts are read once per catalogue version. */
  cache: DataCache;
}) {
  const record = auditRecorder({ audit, clock });
  const published = () => cache.get('blog|published', () => repo.list({ publishedOnly: true }));

  async function adminPost(id: string, tx: Db = db): Promise<AdminBlogPost> {
    const post = await repo.byId(id, tx);
    if (!post) throw notFound('Blog post not found');
    return adminPostOf(post);
  }

  /** Cleans both bodies; a body the allow-list empties is refused (422) before anything is written. */
  function cleaned(body: BlogPostBody) {
    const texts = Object.fromEntries(
      LANGUAGES.map((lang) => [lang, { ...body[lang], body: cleanRichText(body[lang].body) }]),
    ) as Record<Language, BlogPostTexts>;
    const errors: Record<string, string> = {};
    for (const lang of LANGUAGES)
      if (texts[lang].body === '') errors[`${lang}.body`] = blogAdminMessages.bodyRequired;
    const [first] = Object.values(errors);
    if (first) throw new AppError(422, first, errors);
    return texts;
  }

  /** Runs a write; a slug another post holds answers 409 on the slug field. */
  async function writing<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldConflict('slug', blogAdminMessages.slugTaken);
      throw error;
    }
  }

  return {
    /** The published posts' cards in the visitor's language, newest first. */
    async cards(locale: Locale): Promise<BlogCardsResponse> {
      return { name: 'blogs', data: (await published()).map((post) => cardOf(post, locale.lang)) };
    },
    /** A published post in the visitor's language; an unpublished one is not found. */
    async post(slug: string, locale: Locale): Promise<BlogPost> {
      const post = (await published()).find((row) => row.slug === slug);
      if (!post) throw notFound('Blog post not found');
      return { ...cardOf(post, locale.lang), body: textsIn(post, locale.lang).body };
    },
    async list(): Promise<AdminBlogPostList> {
      const posts = await repo.list({ publishedOnly: false });
      return {
        data: posts.map((post) => ({
          id: post.id,
          slug: post.slug,
          title: textsIn(post, 'en').title,
          date: post.publishedOn,
          published: post.published,
          updatedAt: post.updatedAt.toISOString(),
        })),
      };
    },
    adminPost,
    async create(actor: Actor, body: BlogPostBody): Promise<AdminBlogPost> {
      const texts = cleaned(body);
      return writing(() =>
        db.transaction(async (tx) => {
          const id = await repo.insert(tx, {
            slug: body.slug,
            image: body.image,
            publishedOn: body.date,
            published: body.published,
          });
          for (const lang of LANGUAGES) await repo.saveTexts(tx, id, lang, texts[lang]);
          const after = await adminPost(id, tx);
          await record(tx, actor, {
            action: 'blog-post.created',
            entityType: 'blog-post',
            entityId: id,
            changes: changesOf(undefined, after),
          });
          return after;
        }),
      );
    },
    async update(actor: Actor, id: string, body: BlogPostBody): Promise<AdminBlogPost> {
      const texts = cleaned(body);
      return writing(() =>
        db.transaction(async (tx) => {
          const before = await adminPost(id, tx);
          await repo.update(tx, id, {
            slug: body.slug,
            image: body.image,
            publishedOn: body.date,
            published: body.published,
          });
          for (const lang of LANGUAGES) await repo.saveTexts(tx, id, lang, texts[lang]);
          const after = await adminPost(id, tx);
          await record(tx, actor, {
            action: 'blog-post.updated',
            entityType: 'blog-post',
            entityId: id,
            changes: changesOf(before, after),
          });
          return after;
        }),
      );
    },
    async setPublished(actor: Actor, id: string, isPublished: boolean): Promise<AdminBlogPost> {
      return db.transaction(async (tx) => {
        const before = await adminPost(id, tx);
        await repo.update(tx, id, { published: isPublished });
        const after = await adminPost(id, tx);
        await record(tx, actor, {
          action: isPublished ? 'blog-post.published' : 'blog-post.withdrawn',
          entityType: 'blog-post',
          entityId: id,
          changes: changesOf(before, after),
        });
        return after;
      });
    },
    async remove(actor: Actor, id: string): Promise<{ ok: true }> {
      return db.transaction(async (tx) => {
        const before = await adminPost(id, tx);
        await repo.remove(tx, id);
        await record(tx, actor, {
          action: 'blog-post.deleted',
          entityType: 'blog-post',
          entityId: id,
          changes: {
            slug: { before: before.slug, after: null },
            'en.title': { before: before.en.title, after: null },
          },
        });
        return { ok: true };
      });
    },
  };
}
export type Blog = ReturnType<typeof createBlog>;
