import type { BlogCard as BlogCardData } from '@aurelle/contract';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import { paths } from '../../../config/paths.ts';
import { Placeholder } from '../../../components/ui/skeleton.tsx';
import styles from './blog-card.module.css';

/** A blog card: image, blogTitle, blogDescription (spec §3); it opens the post's article. */
export function BlogCard({ post, headingLevel = 2 }: { post: BlogCardData; headingLevel?: 2 | 3 }) {
  const { i18n } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const date = new Date(post.date);
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <img src={post.image} alt="" width={600} height={400} loading="lazy" decoding="async" />
      </div>
      {Number.isNaN(date.getTime()) ? null : (
        <time className={styles.date} dateTime={post.date}>
          {new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'long' }).format(date)}
        </time>
      )}
      <Heading className={styles.title}>
        <Link to={paths.blogPost(post.slug)} className={styles.link}>
          {post.blogTitle}
        </Link>
      </Heading>
      <p className={styles.description}>{post.blogDescription}</p>
    </article>
  );
}

export function BlogGrid({ posts, headingLevel }: { posts: BlogCardData[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className={styles.grid}>
      {posts.map((post) => (
        <li key={post.slug}>
          <BlogCard post={post} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

export function BlogGridSkeleton({ count }: { count: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <Placeholder style={{ aspectRatio: '3 / 2' }} />
          <Placeholder width="80%" height={24} style={{ marginTop: 12 }} />
          <Placeholder count={2} />
        </li>
      ))}
    </ul>
  );
}
