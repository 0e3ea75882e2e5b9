import { blogCalls, type BlogPost } from '@aurelle/contract';
import { useApiQuery } from '../../../lib/use-api.ts';

/** A published blog post in the shop's language; nothing is asked while the slug is not known. */
export const useBlogPostQuery = (slug: string | undefined) =>
  useApiQuery<BlogPost>(slug ? blogCalls.post(slug) : null);
