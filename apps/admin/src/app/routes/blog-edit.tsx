import { useCallback, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { BackLink } from '../../components/ui/back-link.tsx';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { Page } from '../../components/ui/page.tsx';
import { TableSkeleton } from '../../components/ui/table.tsx';
import { blogPostPath, paths } from '../../config/paths.ts';
import { useBlogPost } from '../../features/pages/blog-api.ts';
import { BlogPostForm } from '../../features/pages/blog-form.tsx';
import { texts } from '../../features/pages/blog-texts.ts';
import { useLeaveGuard } from '../../lib/use-leave-guard.ts';

const t = texts.edit;

/** The editor's frame: the way back, the form, and a warning before leaving unsaved changes. */
function EditFrame({
  title,
  children,
}: {
  title: string;
  children: (onDirtyChange: (dirty: boolean) => void, allowLeaving: () => void) => ReactNode;
}) {
  const [dirty, setDirty] = useState(false);
  const { blocker, allowLeaving } = useLeaveGuard(dirty);
  const onDirtyChange = useCallback((next: boolean) => setDirty(next), []);
  return (
    <Page title={title}>
      <BackLink to={paths.blog}>{t.back}</BackLink>
      {children(onDirtyChange, allowLeaving)}
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => {
          if (!open && blocker.state === 'blocked') blocker.reset();
        }}
        title={t.leaveTitle}
        body={t.leaveBody}
        confirmLabel={t.leave}
        onConfirm={() => blocker.proceed?.()}
      />
    </Page>
  );
}

/** `/blog/new`: a new post, a draft until it is ticked to show in the shop. */
export function NewBlogPostScreen() {
  const navigate = useNavigate();
  return (
    <EditFrame title={t.newTitle}>
      {(onDirtyChange, allowLeaving) => (
        <BlogPostForm
          onDirtyChange={onDirtyChange}
          onCreated={(post) => {
            // Saved: the move to the post's own editor is no leaving with unsaved changes.
            allowLeaving();
            void navigate(blogPostPath(post.id), { replace: true });
          }}
        />
      )}
    </EditFrame>
  );
}

/** `/blog/:postId`: a post's card and texts in both languages, with the rich-text editor. */
export function BlogPostEditScreen() {
  const { postId = '' } = useParams();
  const query = useBlogPost(postId);
  const post = query.data;
  return (
    <EditFrame title={post ? t.title(post.en.title) : t.loading}>
      {(onDirtyChange) => (
        <>
          {query.isError && <Alert>{query.error.message}</Alert>}
          {query.isPending && <TableSkeleton rows={8} />}
          {post && <BlogPostForm key={post.id} post={post} onDirtyChange={onDirtyChange} />}
        </>
      )}
    </EditFrame>
  );
}
