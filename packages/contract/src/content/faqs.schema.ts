import * as z from 'zod/mini';
import type { Endpoint } from '../http.ts';
import type { QueryCall } from '../page/query-call.ts';
import { contentPaths } from './content.paths.ts';

/** A question and its answer, plain text. */
export const faqSchema = z.object({ question: z.string(), answer: z.string() });
/** GET /faqs: customer care's questions in the request's language, in the owner's order. */
export const faqListSchema = z.object({ data: z.array(faqSchema) });

export const faqEndpoints = {
  list: {
    operationId: 'getFaqs',
    summary: "Customer care's frequently asked questions",
    tag: 'content',
    access: 'apiKey',
    method: 'GET',
    path: contentPaths.faqs,
    response: faqListSchema,
    responseName: 'FaqList',
    responseDescription: 'The questions and answers, in order',
  },
} as const satisfies Record<string, Endpoint>;

/** The questions' call: the same for every visitor, so sent without a token. */
export const faqCalls = {
  list: (): QueryCall => ({
    name: 'faqs',
    method: 'GET',
    path: contentPaths.faqs,
    anonymous: true,
  }),
};

export type Faq = z.infer<typeof faqSchema>;
export type FaqList = z.infer<typeof faqListSchema>;
