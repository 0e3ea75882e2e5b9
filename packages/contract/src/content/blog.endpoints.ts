import type { Endpoint } from '../http.ts';
import { contentPaths } from './content.paths.ts';
import { blogCardsResponseSchema, blogPostParamsSchema, blogPostSchema } from './blog.schema.ts';

/** The blog as the shop reads it: only published posts. */
export const blogEndpoints = {
  cards: {
    operationId: 'getBlogCards',
    summary: "The blog's published posts as cards, newest first",
    tag: 'content',
    access: 'apiKey',
    method: 'GET',
    path: contentPaths.blogCards,
    response: blogCardsResponseSchema,
    responseName: 'BlogCardsResponse',
    responseDescription: 'The cards of the `blogs` block',
  },
  post: {
    operationId: 'getBlogPost',
    summary: 'A published blog post',
    tag: 'content',
    access: 'apiKey',
    method: 'GET',
    path: contentPaths.blogPost,
    params: blogPostParamsSchema,
    response: blogPostSchema,
    responseName: 'BlogPost',
    responseDescription: "The post's card and its HTML body",
    errors: [404],
  },
} as const satisfies Record<string, Endpoint>;
