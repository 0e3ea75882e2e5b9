import { asc } from 'drizzle-orm';
import type { Faq } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { faqs } from '../../db/schema/index.ts';

/** The questions' rows: each language's list in order. */
export function createFaqsRepository(db: Db) {
  return {
    async all(tx: Db = db) {
      return tx
        .select({ locale: faqs.locale, question: faqs.question, answer: faqs.answer })
        .from(faqs)
        .orderBy(asc(faqs.locale), asc(faqs.position));
    },
    /** Replaces every list; the table's trigger moves the `catalog` counter at commit. */
    async replace(tx: Db, lists: Record<string, Faq[]>) {
      await tx.delete(faqs);
      const rows = Object.entries(lists).flatMap(([locale, list]) =>
        list.map((faq, position) => ({ locale, position, ...faq })),
      );
      if (rows.length) await tx.insert(faqs).values(rows);
    },
  };
}
export type FaqsRepository = ReturnType<typeof createFaqsRepository>;
