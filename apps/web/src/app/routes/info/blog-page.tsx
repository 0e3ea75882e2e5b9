import { useTranslation } from '../../../lib/use-translation.ts';
import { env } from '../../../config/env.ts';
import { paths } from '../../../config/paths.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { BlogGrid } from '../../../features/content/components/blog-card.tsx';
import { ShareRow } from '../../../features/content/components/share-row.tsx';
import { useBlogs } from '../../../features/content/hooks/use-content-block.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import styles from './blog-page.module.css';

const MORE_POSTS = 3;

/** /blogpage (spec §2): banner, title, introduction, conclusion, share row, three more posts, View More. */
export function BlogPageRoute() {
  const { t } = useTranslation();
  const { data } = useBlogs();
  const posts = data?.data ?? [];
  // The banner shows the first post's image; 'More posts' are the next three when there are enough.
  const more =
    posts.length > MORE_POSTS ? posts.slice(1, MORE_POSTS + 1) : posts.slice(0, MORE_POSTS);
  const title = t('pages.blogPost.title');
  usePageMeta({ title: `${title} | ${env.brandName}`, description: t('pages.blogPost.intro') });
  return (
    <>
      <div className={styles.banner}>
        {posts[0] ? <img src={posts[0].image} alt="" width={1440} height={620} /> : null}
      </div>
      <div className="container">
        <article className={styles.article}>
          <p className="eyebrow">{t('pages.blogPost.eyebrow')}</p>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.intro}>{t('pages.blogPost.intro')}</p>
          <h2>{t('pages.blogPost.bodyTitle')}</h2>
          <p>{t('pages.blogPost.body')}</p>
          <h2>{t('pages.blogPost.conclusionTitle')}</h2>
          <p>{t('pages.blogPost.conclusion')}</p>
          <ShareRow title={title} />
        </article>
        {posts.length ? (
          <section className={styles.more} aria-labelledby="more-posts">
            <SectionHeading id="more-posts" title={t('pages.blogPost.morePosts')} centered />
            <BlogGrid posts={more} headingLevel={3} />
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
