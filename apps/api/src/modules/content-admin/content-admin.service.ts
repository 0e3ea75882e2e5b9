import {
  CONTENT_LANGUAGES,
  contentHomeMessages,
  HOME_IN_FOCUS_BLOCKS,
  homeContentViewSchema,
  type ContentPictures,
  type ContentPreview,
  type HomeContent,
  type HomeContentAnswer,
} from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Actor } from '../audit/audit.repository.ts';
import { auditRecorder, type BackOfficeDeps } from '../audit/back-office.ts';
import type { ContentAdminRepository } from './content-admin.repository.ts';
import type { IncomingFile, MediaService } from '../media/media.service.ts';
import type { PreviewTokens } from './preview-token.ts';

/** The draft's page: the home page's blocks in both languages. */
const HOME = 'home';
type Lang = (typeof CONTENT_LANGUAGES)[number];

const inFocusBlock = (name: string) => `infocus_${name}`;
/** The blocks the home page's content is published as, in each language. */
export const HOME_BLOCKS = [
  'home_banners',
  'seo_setting',
  'home_categories',
  ...HOME_IN_FOCUS_BLOCKS.map(inFocusBlock),
] as const;

type Stored = Map<string, unknown>;
type Row = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const objectOf = (value: unknown): Row =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Row) : {};
/** A list block's entries, stored whole (`{ data: [...] }`) or as the list. */
const listOf = (value: unknown): Row[] => {
  const list = Array.isArray(value) ? value : objectOf(value).data;
  return Array.isArray(list) ? list.map(objectOf) : [];
};
/** A block in a language, else in English (the shop falls back the same way). */
const inLang = (stored: Stored, name: string, lang: Lang) =>
  stored.get(`${name}|${lang}`) ?? stored.get(`${name}|en`);

/**
 * The categories' tiles home shows, by slug, in order: the `home_categories` block's, else every
 * category in the catalogue's order (what the shop shows without the block).
 */
function homeCategoriesOf(stored: Stored, allSlugs: readonly string[]): string[] {
  const block = stored.get('home_categories|en');
  if (block === undefined) return [...allSlugs];
  // A category removed since is not shown by the shop: it is left out here too.
  const known = new Set(allSlugs);
  const slugs = listOf(block).map((entry) => entry.slug);
  return [
    ...new Set(slugs.filter((slug): slug is string => typeof slug === 'string' && known.has(slug))),
  ];
}

/** The home page's content as the published blocks hold it. */
export function homeContentOf(stored: Stored, allSlugs: readonly string[]): HomeContent {
  const hero = (lang: Lang) => listOf(inLang(stored, 'home_banners', lang))[0] ?? {};
  const seo = (lang: Lang) => {
    const block = objectOf(inLang(stored, 'seo_setting', lang));
    return {
      metaTitle: text(block.meta_title),
      metaDescription: text(block.meta_description),
      metaKeywords: text(block.meta_keywords),
      ogTitle: text(block.og_title),
      ogDescription: text(block.og_description),
    };
  };
  const heroText = (lang: Lang) => ({
    title: text(hero(lang).title),
    subtitle: text(hero(lang).subtitle),
    ctaLabel: text(hero(lang).cta_label),
  });
  return {
    hero: {
      image: text(hero('en').image),
      link: text(hero('en').cta_link),
      en: heroText('en'),
      fr: heroText('fr'),
    },
    seo: { en: seo('en'), fr: seo('fr') },
    // A slider the shop has no block for is not shown on home: it is not offered either.
    inFocus: HOME_IN_FOCUS_BLOCKS.filter((name) => stored.has(`${inFocusBlock(name)}|en`)).map(
      (name) => {
        const block = (lang: Lang) => objectOf(inLang(stored, inFocusBlock(name), lang));
        const skus = block('en').product_skus;
        return {
          name,
          productSkus: Array.isArray(skus) ? skus.filter((sku) => typeof sku === 'string') : [],
          en: { title: text(block('en').title), subtitle: text(block('en').subtitle) },
          fr: { title: text(block('fr').title), subtitle: text(block('fr').subtitle) },
        };
      },
    ),
    categories: homeCategoriesOf(stored, allSlugs),
  };
}

/**
 * The blocks `content` is published as in `lang`, by name: the hero is the first of the home
 * banners (the others the block holds stay after it), the search-engine texts `seo_setting`,
 * the categories' tiles `home_categories`, each slider `infocus_{name}`.
 */
export function homeBlocksOf(
  content: HomeContent,
  lang: Lang,
  stored: Stored,
): Map<string, unknown> {
  const { hero, seo } = content;
  const others = listOf(inLang(stored, 'home_banners', lang)).slice(1);
  const blocks = new Map<string, unknown>([
    [
      'home_banners',
      {
        data: [
          {
            title: hero[lang].title,
            subtitle: hero[lang].subtitle,
            cta_label: hero[lang].ctaLabel,
            cta_link: hero.link,
            image: hero.image,
          },
          ...others,
        ],
      },
    ],
    [
      'seo_setting',
      {
        meta_title: seo[lang].metaTitle,
        meta_description: seo[lang].metaDescription,
        meta_keywords: seo[lang].metaKeywords,
        og_title: seo[lang].ogTitle,
        og_description: seo[lang].ogDescription,
      },
    ],
    // The same in both languages: the tiles' names, pictures and counts are the categories'.
    ['home_categories', { data: content.categories.map((slug) => ({ slug })) }],
  ]);
  for (const slider of content.inFocus)
    blocks.set(inFocusBlock(slider.name), {
      title: slider[lang].title,
      subtitle: slider[lang].subtitle,
      product_skus: slider.productSkus,
    });
  return blocks;
}

/**
 * The home page's content in the back office: the owner saves a draft (both languages at once),
 * previews the shop's real home page with it through a signed, short-lived address, and publishes
 * it: its blocks written in one transaction, whose trigger moves the `catalog` cache counter at
 * commit, so every instance's response cache drops the old answers at its next check.
 */
export function createContentAdmin({
  db,
  repo,
  audit,
  clock,
  previews,
  media,
}: BackOfficeDeps<ContentAdminRepository> & {
  previews: PreviewTokens;
  /** Stores and derives uploaded pictures as a product's photos are. */
  media: Pick<MediaService, 'uploadPictures'>;
}) {
  const record = auditRecorder({ audit, clock });

  const storedBlocks = (tx: Db = db) => repo.blocks(HOME_BLOCKS, CONTENT_LANGUAGES, tx);

  const categorySlugs = async (tx: Db = db) =>
    (await repo.categories(tx)).map((category) => category.slug);

  async function draftOf(tx: Db = db, lock = false) {
    const stored = await repo.draft(HOME, tx, lock);
    if (!stored) return undefined;
    let data = objectOf(stored.data);
    // A draft saved before home's categories were edited keeps the published ones.
    if (!Array.isArray(data.categories))
      data = {
        ...data,
        categories: homeCategoriesOf(await storedBlocks(tx), await categorySlugs(tx)),
      };
    const parsed = homeContentViewSchema.safeParse(data);
    return parsed.success ? { ...stored, content: parsed.data } : undefined;
  }

  async function home(tx: Db = db): Promise<HomeContentAnswer> {
    const [stored, draft, categoryOptions] = await Promise.all([
      storedBlocks(tx),
      draftOf(tx),
      repo.categories(tx),
    ]);
    const published = homeContentOf(
      stored,
      categoryOptions.map((category) => category.slug),
    );
    const skus = [published, draft?.content].flatMap(
      (content) => content?.inFocus.flatMap((slider) => slider.productSkus) ?? [],
    );
    return {
      published,
      draft: draft?.content ?? null,
      draftSavedAt: draft?.updatedAt.toISOString() ?? null,
      draftSavedBy: draft?.savedBy ?? null,
      pieces: await repo.pieces(skus, tx),
      categoryOptions,
    };
  }

  return {
    home: () => home(),

    /** 400 naming the first SKU no piece has, or the first unknown category; nothing is saved. */
    async saveDraft(actor: Actor, content: HomeContent): Promise<HomeContentAnswer> {
      return db.transaction(async (tx) => {
        const [missing] = await repo.missingSkus(
          content.inFocus.flatMap((slider) => slider.productSkus),
          tx,
        );
        if (missing !== undefined) throw new AppError(400, contentHomeMessages.unknownSku(missing));
        const known = new Set(await categorySlugs(tx));
        const unknown = content.categories.find((slug) => !known.has(slug));
        if (unknown !== undefined)
          throw new AppError(400, contentHomeMessages.unknownCategory(unknown));
        await repo.saveDraft(tx, HOME, content, actor.email, clock.now());
        await record(tx, actor, {
          action: 'content.draft-saved',
          entityType: 'content',
          entityId: HOME,
        });
        return home(tx);
      });
    },

    /** Writes the draft's blocks in both languages and drops the draft; 409 without one. */
    async publish(actor: Actor): Promise<HomeContentAnswer> {
      return db.transaction(async (tx) => {
        const draft = await draftOf(tx, true);
        if (!draft) throw new AppError(409, contentHomeMessages.noDraft);
        const stored = await storedBlocks(tx);
        const before = homeContentOf(stored, await categorySlugs(tx));
        for (const lang of CONTENT_LANGUAGES)
          for (const [name, data] of homeBlocksOf(draft.content, lang, stored))
            await repo.setBlock(tx, name, lang, data);
        await repo.deleteDraft(tx, HOME);
        const answer = await home(tx);
        await record(tx, actor, {
          action: 'content.published',
          entityType: 'content',
          entityId: HOME,
          changes: { home: { before, after: answer.published } },
        });
        return answer;
      });
    },

    /** Drops the draft; the form shows what the shop shows. Audited when there was one. */
    async discardDraft(actor: Actor): Promise<HomeContentAnswer> {
      return db.transaction(async (tx) => {
        if (await repo.deleteDraft(tx, HOME))
          await record(tx, actor, {
            action: 'content.draft-discarded',
            entityType: 'content',
            entityId: HOME,
          });
        return home(tx);
      });
    },

    /** The media library's pictures the hero may show. */
    pictures: async () => ({ items: await repo.pictures() }),

    /** Adds pictures of the shop's own; they answer `processing` until their versions exist. */
    async uploadPictures(actor: Actor, files: IncomingFile[]): Promise<ContentPictures> {
      const assets = await media.uploadPictures(actor, files);
      return {
        items: assets.map((asset) => ({
          id: asset.id,
          url: asset.status === 'ready' ? asset.url : null,
          alt: asset.alt.en,
          productName: null,
          status: asset.status,
        })),
      };
    },

    /** The shop's home page with the draft, for `PREVIEW_TTL_MS`. */
    preview(): ContentPreview {
      const { token, expiresAt } = previews.issue(clock.now());
      return { url: `/?preview=${token}`, expiresAt: expiresAt.toISOString() };
    },

    /** Whether a request's preview token is good now. */
    previewing: (token: string | undefined) => previews.valid(token, clock.now()),

    /**
     * A block as the draft would publish it in `lang`; undefined when the draft does not hold
     * it (the shop then shows the published one). Call only for a valid preview token.
     */
    async draftBlock(name: string, lang: string): Promise<{ data: unknown } | undefined> {
      if (!(HOME_BLOCKS as readonly string[]).includes(name)) return undefined;
      const draft = await draftOf();
      if (!draft) return undefined;
      const language: Lang = lang === 'fr' ? 'fr' : 'en';
      const data = homeBlocksOf(draft.content, language, await storedBlocks()).get(name);
      return data === undefined ? undefined : { data };
    },
  };
}

export type ContentAdmin = ReturnType<typeof createContentAdmin>;
