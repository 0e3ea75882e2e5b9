import type { QueryCall } from '../page/query-call.ts';
import { buildPath } from '../catalog/catalog.paths.ts';
import { contentPaths } from './content.paths.ts';

/** A blog post's call: the same for every visitor, so sent without a token. */
export const blogCalls = {
  post: (slug: string): QueryCall => ({
    name: 'blog-post',
    method: 'GET',
    path: buildPath(contentPaths.blogPost, { slug }),
    anonymous: true,
  }),
};
