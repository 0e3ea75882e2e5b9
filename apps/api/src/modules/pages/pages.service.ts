import {
  LANGUAGES,
  POLICY_PAGE_ANCHORS,
  pageAdminMessages,
  type AdminPage,
  type AdminPageList,
  type Language,
  type Page,
  type PageBody,
  type PageSlug,
  type PageTexts,
} from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import type { DataCache } from '../../lib/data-cache.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { Locale } from '../../lib/locale.ts';
import { cleanRichText, headingIds } from '../../lib/rich-text.ts';
import type { Actor } from '../audit/audit.repository.ts';
import { auditRecorder, type BackOfficeDeps } from '../audit/back-office.ts';
import type { PagesRepository, StoredPage } from './pages.repository.ts';

/** Texts may name the brand as `{{brand}}`: the shop's answer writes its name in. */
const BRAND = /\{\{\s*brand\s*\}\}/g;

const FIELDS = ['eyebrow', 'title', 'lede', 'body'] as const;

const textsOf = (row: StoredPage | undefined): PageTexts =>
  row
    ? { eyebrow: row.eyebrow, title: row.title, lede: row.lede, body: row.body }
    : { eyebrow: '', title: '', lede: '', body: '' };

/**
 * The informational pages: the shop reads one in its language (English when a language has no
 * row), the back office reads and saves both languages. A body is cleaned by the allow-list on
 * every save, so what is stored is what the shop may render as it is.
 */
export function createPages({
  db,
  repo,
  audit,
  clock,
  cache,
  brandName,
}: BackOfficeDeps<PagesRepository> & {
  /** The catalogue's data cache: a page is read once per catalogue version. */
  cache: DataCache;
  brandName: string;
}) {
  const record = auditRecorder({ audit, clock });

  async function adminPage(slug: PageSlug, tx: Db = db): Promise<AdminPage> {
    const rows = await repo.page(slug, LANGUAGES, tx);
    const en = rows.find((row) => row.locale === 'en');
    if (!en) throw notFound('Page not found');
    const fr = rows.find((row) => row.locale === 'fr');
    const updatedAt = rows.reduce((latest, row) => Math.max(latest, row.updatedAt.getTime()), 0);
    return {
      slug,
      en: textsOf(en),
      fr: fr ? textsOf(fr) : textsOf(en),
      updatedAt: new Date(updatedAt).toISOString(),
    };
  }

  return {
    /** A page in the visitor's language, with the brand's name written in. */
    async page(slug: PageSlug, locale: Locale): Promise<Page> {
      const rows = await cache.get(`page|${slug}`, () => repo.page(slug, LANGUAGES));
      const row = rows.find((r) => r.locale === locale.lang) ?? rows.find((r) => r.locale === 'en');
      if (!row) throw notFound('Page not found');
      const plain = (text: string) => text.replace(BRAND, brandName);
      return {
        slug,
        eyebrow: plain(row.eyebrow),
        title: plain(row.title),
        lede: plain(row.lede),
        body: row.body.replace(BRAND, escapeHtml(brandName)),
      };
    },

    async list(): Promise<AdminPageList> {
      const rows = await repo.list();
      return {
        data: rows
          .map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }))
          .sort((a, b) => a.title.localeCompare(b.title)),
      };
    },

    adminPage,

    /**
     * Saves both languages' texts, each body cleaned by the allow-list. The policies page keeps
     * its four anchored headings (the shop's footer and checkout link to them): a save without
     * one changes nothing and answers 422.
     */
    async save(actor: Actor, slug: PageSlug, body: PageBody): Promise<AdminPage> {
      const clean = Object.fromEntries(
        LANGUAGES.map((lang) => [lang, { ...body[lang], body: cleanRichText(body[lang].body) }]),
      ) as Record<Language, PageTexts>;
      const errors: Record<string, string> = {};
      for (const lang of LANGUAGES) {
        if (clean[lang].body === '') errors[`${lang}.body`] = pageAdminMessages.bodyRequired;
        else if (slug === 'policies') {
          const ids = headingIds(clean[lang].body);
          if (!POLICY_PAGE_ANCHORS.every((anchor) => ids.includes(anchor)))
            errors[`${lang}.body`] = pageAdminMessages.anchorMissing;
        }
      }
      const [first] = Object.values(errors);
      if (first) throw new AppError(422, first, errors);
      return db.transaction(async (tx) => {
        const before = await adminPage(slug, tx);
        for (const lang of LANGUAGES) await repo.save(tx, slug, lang, clean[lang]);
        const changes: Record<string, { before: string; after: string }> = {};
        for (const lang of LANGUAGES)
          for (const field of FIELDS)
            if (before[lang][field] !== clean[lang][field])
              changes[`${lang}.${field}`] = {
                before: before[lang][field],
                after: clean[lang][field],
              };
        await record(tx, actor, {
          action: 'page.updated',
          entityType: 'page',
          entityId: slug,
          changes,
        });
        return adminPage(slug, tx);
      });
    },
  };
}

export type Pages = ReturnType<typeof createPages>;
