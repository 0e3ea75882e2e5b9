import type { QueryCall } from '../page/query-call.ts';
import { buildPath } from '../catalog/catalog.paths.ts';
import { contentPaths } from './content.paths.ts';
import type { PageSlug } from './pages.schema.ts';

/** An informational page's call: the same for every visitor, so sent without a token. */
export const pageCalls = {
  page: (slug: PageSlug): QueryCall => ({
    name: 'page',
    method: 'GET',
    path: buildPath(contentPaths.page, { slug }),
    anonymous: true,
  }),
};
