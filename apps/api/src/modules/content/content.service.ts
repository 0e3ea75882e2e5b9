import {
  blockMatchesSchema,
  cashCapOf,
  isLaunchAt,
  inFocusBlockDataSchema,
  type ContentBlockResponse,
  type InFocusResponse,
  type SiteSettingsResponse,
} from '@aurelle/contract';
import type { DataCache } from '../../lib/data-cache.ts';
import { notFound } from '../../lib/errors.ts';
import type { Locale } from '../../lib/locale.ts';
import { pickText } from '../catalog/catalog-reference.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { ContentRepository } from './content.repository.ts';

type Deps = {
  repo: ContentRepository;
  catalog: Pick<CatalogService, 'idsBySku' | 'summaries'>;
  /** The catalogue's data cache: content is read once per catalogue version. */
  cache: DataCache;
  brand: { name: string; slug: string };
  /** The launch countdown's date until the owner sets one (LAUNCH_AT). */
  launchAt: string;
  /**
   * The shop's one contact: customer care's phone and e-mail and the seller's address, from the
   * legal details (modules/seller), or null while a production shop has none.
   */
  contact: () => Promise<ShopContact | null>;
  drafts?: ContentDrafts;
};

/** A preview's source of blocks: the draft's block in a language, or undefined (the published). */
export type DraftBlocks = (
  name: string,
  lang: Locale['lang'],
) => Promise<{ data: unknown } | undefined>;

/** The back office's drafts, for a staff preview of the shop. */
export type ContentDrafts = {
  /** Whether a preview's token is good now. */
  previewing(token: string): boolean;
  block: DraftBlocks;
};

/** What the footer, customer care and the home page's JSON-LD show to reach the shop. */
export type ShopContact = { phone: string; email: string; address: string };

/** A setting stored as plain text, a number or per-language text `{ en, fr? }`. */
function settingText(value: unknown, lang: Locale['lang']): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (value && typeof value === 'object' && 'en' in value)
    return pickText(value as { en: string }, lang);
  return '';
}

/**
 * List blocks may be stored whole, as the contract's `{ data: [...] }`; the response carries the
 * list itself in `data` (spec §7: socialMedia answers `data[]` of `{ link, icon }`).
 */
function unwrapEnvelope(stored: unknown): unknown {
  if (stored && typeof stored === 'object' && !Array.isArray(stored)) {
    const keys = Object.keys(stored);
    if (keys.length === 1 && keys[0] === 'data') return (stored as { data: unknown }).data;
  }
  return stored;
}

/** The in-focus block for a name: `bridal` and `infocus_bridal` both name `infocus_bridal`. */
export function inFocusBlockName(name: string): string {
  return name.startsWith('infocus_') ? name : `infocus_${name}`;
}

/** Content rules: named blocks (language fallback), site settings, in-focus product blocks. */
export function createContentService({
  repo,
  catalog,
  cache,
  brand,
  launchAt,
  contact,
  drafts,
}: Deps) {
  const storedBlock = (name: string, lang: Locale['lang']) =>
    cache.get(`block|${lang}|${name}`, () => repo.block(name, lang));
  /** The draft's block in a preview (never cached), else the published one. */
  const blockOf = async (name: string, lang: Locale['lang'], draft?: DraftBlocks) =>
    (draft && (await draft(name, lang))) ?? storedBlock(name, lang);

  async function block(
    name: string,
    locale: Locale,
    draft?: DraftBlocks,
  ): Promise<ContentBlockResponse> {
    const found = await blockOf(name, locale.lang, draft);
    if (!found) throw notFound('Content block not found');
    const response = { name, data: unwrapEnvelope(found.data) };
    // A block the shop reads is answered only in its known shape, as an in-focus block is below.
    if (!blockMatchesSchema(response)) throw notFound('Content block not found');
    return response;
  }

  async function settings(locale: Locale): Promise<SiteSettingsResponse> {
    // Read afresh: placing an order asks whether cash on delivery is on.
    const [rows, care] = await Promise.all([repo.settings(), contact()]);
    const values = new Map(rows.map((row) => [row.key, row.value]));
    const pod = values.get('pod_status');
    const launch = values.get('launch_at');
    const email = care?.email ?? settingText(values.get('email'), locale.lang);
    // The legal details are the one source of the shop's contact; the stored rows stand in only
    // while a shop has none, so the footer never shows two phone numbers.
    return {
      data: {
        contact: care?.phone ?? settingText(values.get('contact'), locale.lang),
        email,
        address: care?.address ?? settingText(values.get('address'), locale.lang),
        pod_status: pod === true || pod === 'true',
        pod_cap_inr_paise: cashCapOf(values.get('pod_cap_paise')),
        quote_email: settingText(values.get('quote_email'), locale.lang) || email,
        launch_at: typeof launch === 'string' && isLaunchAt(launch) ? launch : launchAt,
        brand_name: brand.name,
        brand_slug: brand.slug,
      },
    };
  }

  async function inFocus(
    blockName: string,
    locale: Locale,
    draft?: DraftBlocks,
  ): Promise<InFocusResponse> {
    const name = inFocusBlockName(blockName);
    const stored = await blockOf(name, locale.lang, draft);
    const parsed = inFocusBlockDataSchema.safeParse(stored?.data);
    if (!parsed.success) throw notFound('In-focus block not found');
    const idsBySku = await catalog.idsBySku(parsed.data.product_skus);
    const ids = parsed.data.product_skus.flatMap((sku) => idsBySku.get(sku) ?? []);
    return {
      name,
      title: parsed.data.title,
      subtitle: parsed.data.subtitle,
      products: await catalog.summaries([...new Set(ids)], locale),
    };
  }

  /**
   * The draft's blocks for a request carrying a valid preview token, else undefined: the shop
   * shows what is published.
   */
  function draftsFor(token: unknown): DraftBlocks | undefined {
    if (!drafts || typeof token !== 'string' || !drafts.previewing(token)) return undefined;
    return drafts.block;
  }

  return {
    block,
    settings,
    inFocus,
    draftsFor,
  };
}

export type ContentService = ReturnType<typeof createContentService>;
