import { and, desc, eq, sql } from 'drizzle-orm';
import type { BlogPostTexts, Language } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { blogPosts, blogPostTexts } from '../../db/schema/index.ts';

export type StoredBlogPost = {
  id: string;
  slug: string;
  image: string;
  publishedOn: string;
  published: boolean;
  updatedAt: Date;
  texts: (BlogPostTexts & { locale: string })[];
};
export type BlogPostCard = Omit<StoredBlogPost, 'texts' | 'updatedAt'>;

const postColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  image: blogPosts.image,
  publishedOn: blogPosts.publishedOn,
  published: blogPosts.published,
  updatedAt: blogPosts.updatedAt,
};

/** The blog's posts and their texts, one row per post and language. */
export function createBlogRepository(db: Db) {
  async function textsOf(tx: Db, postIds: string[]) {
    if (postIds.length === 0) return [];
    return tx
      .select({
        postId: blogPostTexts.postId,
        locale: blogPostTexts.locale,
        title: blogPostTexts.title,
        excerpt: blogPostTexts.excerpt,
        body: blogPostTexts.body,
      })
      .from(blogPostTexts)
      .where(sql`${blogPostTexts.postId} = any(${sql.param(postIds)}::uuid[])`);
  }

  async function withTexts(tx: Db, posts: Omit<StoredBlogPost, 'texts'>[]) {
    const texts = await textsOf(
      tx,
      posts.map((post) => post.id),
    );
    return posts.map((post) => ({
      ...post,
      texts: texts.filter((text) => text.postId === post.id),
    }));
  }

  return {
    /** Every post with its texts, newest date first; only the published ones when asked. */
    async list({ publishedOnly }: { publishedOnly: boolean }, tx: Db = db) {
      const posts = await tx
        .select(postColumns)
        .from(blogPosts)
        .where(publishedOnly ? eq(blogPosts.published, true) : undefined)
        .orderBy(desc(blogPosts.publishedOn), blogPosts.slug);
      return withTexts(tx, posts);
    },
    async byId(id: string, tx: Db = db): Promise<StoredBlogPost | undefined> {
      const posts = await tx.select(postColumns).from(blogPosts).where(eq(blogPosts.id, id));
      return (await withTexts(tx, posts))[0];
    },
    async publishedBySlug(slug: string, tx: Db = db): Promise<StoredBlogPost | undefined> {
      const posts = await tx
        .select(postColumns)
        .from(blogPosts)
        .where(and(eq(blogPosts.slug, slug), eq(blogPosts.published, true)));
      return (await withTexts(tx, posts))[0];
    },
    /** Writes a post's card; its texts are written by `saveTexts`. Triggers move the `catalog` counter. */
    async insert(tx: Db, card: Omit<BlogPostCard, 'id'>): Promise<string> {
      const rows = await tx.insert(blogPosts).values(card).returning({ id: blogPosts.id });
      return rows.map((row) => row.id)[0] ?? '';
    },
    async update(tx: Db, id: string, card: Partial<Omit<BlogPostCard, 'id'>>): Promise<boolean> {
      const rows = await tx
        .update(blogPosts)
        .set({ ...card, updatedAt: sql`now()` })
        .where(eq(blogPosts.id, id))
        .returning({ id: blogPosts.id });
      return rows.length > 0;
    },
    async saveTexts(tx: Db, postId: string, locale: Language, texts: BlogPostTexts) {
      await tx
        .insert(blogPostTexts)
        .values({ postId, locale, ...texts })
        .onConflictDoUpdate({ target: [blogPostTexts.postId, blogPostTexts.locale], set: texts });
    },
    async remove(tx: Db, id: string): Promise<boolean> {
      const rows = await tx
        .delete(blogPosts)
        .where(eq(blogPosts.id, id))
        .returning({ id: blogPosts.id });
      return rows.length > 0;
    },
  };
}
export type BlogRepository = ReturnType<typeof createBlogRepository>;
