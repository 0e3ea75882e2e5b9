import { LANGUAGES, type AdminFaqs, type FaqList, type FaqsBody } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import type { DataCache } from '../../lib/data-cache.ts';
import type { Locale } from '../../lib/locale.ts';
import type { Actor } from '../audit/audit.repository.ts';
import { auditRecorder, type BackOfficeDeps } from '../audit/back-office.ts';
import type { FaqsRepository } from './faqs.repository.ts';

/**
 * Customer care's questions: the shop reads its language's list (English when a language has
 * none), the back office saves both lists whole, so adding, editing, reordering and removing are
 * one audited save.
 */
export function createFaqs({
  db,
  repo,
  audit,
  clock,
  cache,
}: BackOfficeDeps<FaqsRepository> & { cache: DataCache }) {
  const record = auditRecorder({ audit, clock });
  async function lists(tx: Db = db): Promise<AdminFaqs> {
    const rows = await repo.all(tx);
    const of = (lang: string) =>
      rows
        .filter((row) => row.locale === lang)
        .map(({ question, answer }) => ({ question, answer }));
    return { en: of('en'), fr: of('fr') };
  }
  return {
    async list(locale: Locale): Promise<FaqList> {
      const all = await cache.get('faqs', () => lists());
      const own = all[locale.lang];
      return { data: own.length ? own : all.en };
    },
    adminList: () => lists(),
    async save(actor: Actor, body: FaqsBody): Promise<AdminFaqs> {
      const next = { en: body.en, fr: body.fr } as AdminFaqs;
      return db.transaction(async (tx) => {
        const before = await lists(tx);
        await repo.replace(tx, next);
        const after = await lists(tx);
        const changes: Record<string, { before: unknown; after: unknown }> = {};
        for (const lang of LANGUAGES)
          if (JSON.stringify(before[lang]) !== JSON.stringify(after[lang]))
            changes[lang] = { before: before[lang], after: after[lang] };
        await record(tx, actor, {
          action: 'faqs.updated',
          entityType: 'faqs',
          entityId: 'customer-care',
          changes,
        });
        return after;
      });
    },
  };
}
export type Faqs = ReturnType<typeof createFaqs>;
