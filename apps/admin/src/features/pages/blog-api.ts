import type { EndpointName } from '../../lib/api.ts';
import { useApiMutation, useApiQuery } from '../../lib/use-api.ts';

/** What a write makes stale: the list (titles, dates, states) and the post. */
const BLOG_CHANGES: readonly EndpointName[] = ['blogPosts', 'blogPost'];

export function useBlogPosts() {
  return useApiQuery('blogPosts', {});
}

/** A post by the id in the screen's address; the server answers 400 for one not shaped as an id. */
export function useBlogPost(postId: string) {
  return useApiQuery('blogPost', { params: { postId } });
}

export function useCreateBlogPost() {
  return useApiMutation('createBlogPost', { invalidates: BLOG_CHANGES });
}

export function useSaveBlogPost() {
  return useApiMutation('updateBlogPost', { invalidates: BLOG_CHANGES });
}

export function usePublishBlogPost() {
  return useApiMutation('publishBlogPost', { invalidates: BLOG_CHANGES });
}

export function useDeleteBlogPost() {
  return useApiMutation('deleteBlogPost', { invalidates: BLOG_CHANGES });
}

export function useFaqs() {
  return useApiQuery('faqs', {});
}

export function useSaveFaqs() {
  return useApiMutation('updateFaqs', { invalidates: ['faqs'] });
}
