import { useParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import { env } from '../../../config/env.ts';
import { paths } from '../../../config/paths.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { Placeholder } from '../../../components/ui/skeleton.tsx';
import { SectionLoadError } from '../../../components/ui/section-load-error.tsx';
import { useBlogPostQuery } from '../../../features/content/api/blog-api.ts';
import { BlogGrid } from '../../../features/content/components/blog-card.tsx';
import { ShareRow } from '../../../features/content/components/share-row.tsx';
import { useBlogs } from '../../../features/content/hooks/use-content-block.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import styles from './blog-page.module.css';

const MORE_POSTS = 3;

/**
 * /blogpage/:slug (spec §2's article): banner, title, the owner's text, share row, three more
 * posts, View More. /blogpage alone shows the newest post. The text is HTML the server cleaned
 * by its allow-list when it was saved, so it is drawn as it is.
 */
export function BlogPageRoute() {
  const { t } = useTranslation();
  const { slug: asked } = useParams();
  const { data } = useBlogs();
  const posts = data?.data ?? [];
  const slug = asked ?? posts[0]?.slug;
  const { data: post, isError } = useBlogPostQuery(slug);
  const others = posts.filter((one) => one.slug !== slug);
  usePageMeta({
    title: post ? `${post.blogTitle} | ${env.brandName}` : env.brandName,
    description: post?.blogDescription ?? '',
  });
  return (
    <>
      <div className={styles.banner}>
        {post ? <img src={post.image} alt="" width={1440} height={620} /> : null}
      </div>
      <div className="container">
        <article className={styles.article}>
          <p className="eyebrow">{t('pages.blogPost.eyebrow')}</p>
          {post ? (
            <>
              <h1 className={styles.title}>{post.blogTitle}</h1>
              <div className={styles.body} dangerouslySetInnerHTML={{ __html: post.body }} />
              <ShareRow title={post.blogTitle} />
            </>
          ) : isError ? (
            <SectionLoadError />
          ) : (
            <Placeholder count={6} />
          )}
        </article>
        {others.length ? (
          <section className={styles.more} aria-labelledby="more-posts">
            <SectionHeading id="more-posts" title={t('pages.blogPost.morePosts')} centered />
            <BlogGrid posts={others.slice(0, MORE_POSTS)} headingLevel={3} />
            <div className={styles.moreAction}>
              <ButtonLink to={paths.blog} variant="secondary">
                {t('pages.blogPost.viewMore')}
              </ButtonLink>
            </div>
          </section>
        ) : null}
      </div>
    </>
  );
}
