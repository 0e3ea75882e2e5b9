import { useTranslation } from '../../../lib/use-translation.ts';
import { env } from '../../../config/env.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { BlogGrid, BlogGridSkeleton } from '../../../features/content/components/blog-card.tsx';
import { useBlogs } from '../../../features/content/hooks/use-content-block.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';

/** /Blog: the journal's cards from the blogs content block. */
export function BlogRoute() {
  const { t } = useTranslation();
  const { data, isLoading } = useBlogs();
  usePageMeta({
    title: `${t('pages.blog.title')} | ${env.brandName}`,
    description: t('pages.blog.lede'),
  });
  const posts = data?.data ?? [];
  return (
    <div className="container">
      <PageHeader
        eyebrow={t('pages.blog.eyebrow')}
        title={t('pages.blog.title')}
        lede={t('pages.blog.lede')}
      />
      {isLoading ? <BlogGridSkeleton count={6} /> : null}
      {!isLoading && posts.length === 0 ? <EmptyState text={t('pages.blog.empty')} /> : null}
      {posts.length ? <BlogGrid posts={posts} /> : null}
    </div>
  );
}
