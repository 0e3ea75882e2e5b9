import * as z from 'zod/mini';
import { faqSchema } from '../content/faqs.schema.ts';
import { trimmedText } from './fields.ts';

export const faqAdminMessages = {
  questionRequired: 'Write the question',
  questionTooLong: 'Keep the question under 300 characters',
  answerRequired: 'Write the answer',
  answerTooLong: 'Keep the answer under 3,000 characters',
  tooMany: 'Keep to 50 questions per language',
} as const;

const faqBodyItemSchema = z.object({
  question: trimmedText(300, faqAdminMessages.questionTooLong, faqAdminMessages.questionRequired),
  answer: trimmedText(3000, faqAdminMessages.answerTooLong, faqAdminMessages.answerRequired),
});
const faqBodyListSchema = z
  .array(faqBodyItemSchema)
  .check(z.maxLength(50, faqAdminMessages.tooMany));

/** Customer care's questions in the back office: each language's list, in order. */
export const adminFaqsSchema = z.object({ en: z.array(faqSchema), fr: z.array(faqSchema) });
/** Saving replaces each language's list whole: added, edited, reordered and removed at once. */
export const faqsBodySchema = z.object({ en: faqBodyListSchema, fr: faqBodyListSchema });

export type AdminFaqs = z.infer<typeof adminFaqsSchema>;
export type FaqsBody = z.input<typeof faqsBodySchema>;
