import type { Endpoint } from '../http.ts';
import { contentPaths } from './content.paths.ts';
import { pageParamsSchema, pageSchema } from './pages.schema.ts';

/** The informational pages' texts, as the owner last saved them. */
export const pageEndpoints = {
  page: {
    operationId: 'getPage',
    summary: 'Get an informational page (about, policies, jewellery care …)',
    tag: 'content',
    access: 'apiKey',
    method: 'GET',
    path: contentPaths.page,
    params: pageParamsSchema,
    response: pageSchema,
    responseName: 'Page',
    responseDescription: "The page's header texts and its HTML body",
    errors: [404],
  },
} as const satisfies Record<string, Endpoint>;
