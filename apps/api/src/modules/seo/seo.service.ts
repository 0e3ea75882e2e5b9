import {
  catalogCalls,
  contentCalls,
  homeBannersBlockSchema,
  listProductsCall,
  matchRoute,
  productJsonLd,
  siteLinks,
  seoSettingBlockSchema,
  socialMediaBlockSchema,
  type ContentBlockResponse,
  type ListScope,
  type ListView,
  type ProductDetailResponse,
  type ProductListResponse,
  type QueryCall,
  type ScreenMatch,
  type SiteSettingsResponse,
} from '@aurelle/contract';
import type { DataCache } from '../../lib/data-cache.ts';
import { AppError } from '../../lib/errors.ts';
import type { Translate } from '../../lib/ui-text.ts';
import type { Locale } from '../../lib/locale.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { findBySlugOrId, pickText } from '../catalog/catalog-reference.ts';
import type { ContentService } from '../content/content.service.ts';
import type { SeoRepository } from './seo.repository.ts';
import { firstImageOf, previewCards, productPreview, type PagePreview } from './seo-first-paint.ts';
import { breadcrumbsLd, homeLd } from './seo-json-ld.ts';
import { robotsTxt, sitemapXml } from './seo-sitemap.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { PageHead } from './seo-tags.ts';

type Deps = {
  catalog: CatalogService;
  content: ContentService;
  repo: SeoRepository;
  /** The catalogue's shared cache: the not-found head, staff's search-engine texts. */
  cache: DataCache;
  site: { name: string; url: string };
  /** The brand's slug, which names one of the app's routes (`/{brand}-labs`, contract routes.ts). */
  brandSlug: string;
  /** The web app's UI strings (`seo.*` names the breadcrumbs and titles). */
  translate: Translate;
};

/**
 * A page as the server fills it: the head, a no-script body for product pages, and the image
 * the first screen is largest with (its LCP element), preloaded from the HTML head. `notFound`
 * for a page the shop does not have: a path no route matches, an unknown product or category.
 */
export type SeoPage = {
  head: PageHead;
  body?: string;
  lcpImage?: string;
  preview?: PagePreview;
  notFound?: boolean;
  /** A product's old address: the page answers 301 to this path. */
  movedTo?: string;
};

const clip = (text: string, max = 160) =>
  text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;

/**
 * The API's data for a call, as the page being served holds it: each call is made once for the
 * page, and the same data is written into it as its first screen's. Undefined where the API
 * answers 404 (a product or content block the shop does not have).
 */
export type PageData = <T>(call: QueryCall) => Promise<T | undefined>;

/** What a page's head is read from besides its path and locale. */
export type PageSource = {
  data: PageData;
  /** The view a list shows, when the page knows its first screen (the plain view only). */
  listView: ListView | undefined;
};

/** A service's 404 (a content block the shop has not set, a product it does not have) as null. */
async function orNull<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  }
}

/**
 * Thrown while a page is built when its product or category is not in the catalogue: a failed
 * load is not kept, so an address the shop does not have takes no room in the cache.
 */
class PageNotFound extends Error {}

/**
 * What crawlers and link previews read: each page's head (title, description, canonical, Open
 * Graph, JSON-LD), its first screen's preview and largest image, the sitemap and robots.txt.
 */
export function createSeoService({
  catalog,
  content,
  repo,
  cache,
  site,
  brandSlug,
  translate,
}: Deps) {
  const links = siteLinks(site.url);
  const { withLang } = links;

  /** The site's texts from seo_setting, as the app's shell writes them. */
  async function siteHead(locale: Locale, data: PageData): Promise<PageHead> {
    const block = await data<ContentBlockResponse>(contentCalls.block('seo_setting'));
    const seo = seoSettingBlockSchema.safeParse(block?.data);
    const title = seo.success ? seo.data.meta_title : site.name;
    const description = seo.success ? seo.data.meta_description : '';
    return {
      lang: locale.lang,
      title,
      description,
      keywords: seo.success ? seo.data.meta_keywords : undefined,
      ogTitle: seo.success ? seo.data.og_title : undefined,
      ogDescription: seo.success ? seo.data.og_description : undefined,
    };
  }

  async function defaults(path: string, locale: Locale, data: PageData): Promise<PageHead> {
    return { ...(await siteHead(locale, data)), canonical: withLang(path, locale.lang) };
  }

  /**
   * The head of a page the shop does not have: the title the app's not-found screen sets (so the
   * app writes nothing over it), the site's texts, no address of its own, kept out of indexes.
   */
  async function notFoundPage(locale: Locale, data: PageData): Promise<SeoPage> {
    const title = translate(locale.lang, 'notFound.metaTitle');
    const head = { ...(await siteHead(locale, data)), title, ogTitle: title, noindex: true };
    return { head, notFound: true };
  }

  const breadcrumbs = (items: { name: string; path: string }[], lang: Locale['lang']) =>
    breadcrumbsLd(items, lang, links);

  async function home(locale: Locale, data: PageData): Promise<SeoPage> {
    const [base, settings, socialBlock, banners] = await Promise.all([
      defaults('/', locale, data),
      data<SiteSettingsResponse>(contentCalls.settings()),
      orNull(content.block('socialMedia', locale)),
      data<ContentBlockResponse>(contentCalls.block('home_banners')),
    ]);
    const hero = homeBannersBlockSchema.safeParse(banners);
    const social = socialMediaBlockSchema.safeParse(socialBlock);
    const contact = {
      email: settings?.data.email ?? '',
      telephone: settings?.data.contact ?? '',
      address: settings?.data.address ?? '',
      sameAs: social.success ? social.data.data.map((entry) => entry.link) : [],
    };
    return {
      head: { ...base, jsonLd: homeLd(site.name, contact, links) },
      lcpImage: hero.success ? hero.data.data[0]?.image : undefined,
    };
  }

  /**
   * A list's first screen, from the products call its page makes for the view it shows: its first
   * product image (the LCP element) and the preview painted from the HTML. Nothing for a view the
   * page does not know ahead, or a list that starts without an image (its card is a placeholder).
   */
  async function listFirstScreen(
    scope: ListScope,
    heading: { title?: string; description?: string },
    { data, listView }: PageSource,
  ): Promise<Pick<SeoPage, 'lcpImage' | 'preview'>> {
    if (!listView) return {};
    const list = await data<ProductListResponse>(listProductsCall(brandSlug, scope, listView));
    const cards = previewCards(list?.products ?? []);
    if (!list || !cards[0]) return {};
    return {
      lcpImage: cards[0].image,
      preview: { kind: 'list', ...heading, total: list.total, cards },
    };
  }

  async function shop(
    key: string | undefined,
    locale: Locale,
    source: PageSource,
  ): Promise<SeoPage> {
    const labels = {
      home: translate(locale.lang, 'seo.home'),
      shop: translate(locale.lang, 'seo.shop'),
    };
    const trail = [
      { name: labels.home, path: '/' },
      { name: labels.shop, path: '/shop/' },
    ];
    if (!key) {
      const [base, first] = await Promise.all([
        defaults('/shop/', locale, source.data),
        listFirstScreen({}, {}, source),
      ]);
      return {
        head: {
          ...base,
          title: `${labels.shop} | ${site.name}`,
          jsonLd: [breadcrumbs(trail, locale.lang)],
        },
        ...first,
      };
    }
    // The app lists a key that names no category as a collection (contract `listScope`): a key
    // that names neither has an empty list, a page the shop does not have.
    const ref = await catalog.reference();
    const category = findBySlugOrId(ref.categoryById, ref.categoryBySlug, key);
    const collection = category
      ? undefined
      : findBySlugOrId(ref.collectionById, ref.collectionBySlug, key);
    const found = category ?? collection;
    if (!found) throw new PageNotFound();
    const path = `/shop/${key}`;
    const name = pickText(found.name, locale.lang);
    const description = category ? pickText(category.description, locale.lang) : '';
    // The scope as the app's list names it: the key itself, a category's slug or id.
    const [base, first] = await Promise.all([
      defaults(path, locale, source.data),
      listFirstScreen(
        category ? { category: key } : { collection: key },
        { title: name, description: description || undefined },
        source,
      ),
    ]);
    return {
      head: {
        ...base,
        title: `${name} | ${site.name}`,
        description: clip(description || base.description),
        ogTitle: `${name} | ${site.name}`,
        ogDescription: clip(description || base.description),
        jsonLd: [breadcrumbs([...trail, { name, path }], locale.lang)],
      },
      ...first,
    };
  }

  /** The texts staff set for search engines, per catalogue version. */
  const productSeo = (id: string) => cache.get(`product-seo|${id}`, () => repo.productSeo(id));

  async function product(idOrSlug: string, locale: Locale, data: PageData): Promise<SeoPage> {
    const [found, siteTexts] = await Promise.all([
      data<ProductDetailResponse>(catalogCalls.product(brandSlug, idOrSlug)),
      siteHead(locale, data),
    ]);
    if (!found) {
      const moved = await repo.movedSlug(idOrSlug);
      if (moved) return { head: siteTexts, movedTo: `/product/${moved}` };
      throw new PageNotFound();
    }
    const item = found.product;
    const path = `/product/${item.slug ?? item._id}`;
    const base = { ...siteTexts, canonical: withLang(path, locale.lang) };
    const set = await productSeo(item._id);
    // What staff wrote for search engines, in the page's language, else English, else the
    // product's own.
    const setTitle = set.title?.[locale.lang] || set.title?.en;
    const setDescription = set.description?.[locale.lang] || set.description?.en;
    const description = clip(setDescription || item.description || base.description);
    const image = item.image[0] === undefined ? undefined : links.absolute(item.image[0]);
    const head: PageHead = {
      ...base,
      title: setTitle || `${item.name} | ${site.name}`,
      description,
      ogTitle: setTitle || item.name,
      ogDescription: description,
      ogType: 'product',
      image,
      jsonLd: [
        productJsonLd(item, { path, lang: locale.lang, siteName: site.name, links }),
        breadcrumbs(
          [
            { name: translate(locale.lang, 'seo.home'), path: '/' },
            { name: item.category.name, path: `/shop/${item.category.slug}` },
            { name: item.name, path },
          ],
          locale.lang,
        ),
      ],
    };
    const body = [item.name, item.prices_formatted.price, item.description].map(escapeHtml);
    return {
      head,
      body: `<h1>${body[0]}</h1><p>${body[1]}</p><p>${body[2]}</p>`,
      lcpImage: firstImageOf(item),
      preview: productPreview(item),
    };
  }

  /** A page of the app's routes (contract `matchRoute`, as the app reads its path). */
  async function buildPage(
    { screen, params }: ScreenMatch,
    path: string,
    locale: Locale,
    source: PageSource,
  ): Promise<SeoPage> {
    const { data } = source;
    if (screen === 'home') return home(locale, data);
    if (screen === 'shop') return shop(params.category, locale, source);
    if (screen === 'product' && params.slug) return product(params.slug, locale, data);
    if (screen === 'search' && params.searchText) {
      const base = await defaults(path, locale, data);
      const text = params.searchText;
      return {
        head: {
          ...base,
          title: `${translate(locale.lang, 'seo.searchTitle', { text })} | ${site.name}`,
        },
      };
    }
    return { head: await defaults(path, locale, data) };
  }

  return {
    /**
     * The head for a page path, its LCP image, and for product pages a no-script body; the
     * not-found head for a page the shop does not have. Made from the page's own data (`source`),
     * so the head, the first paint and the first-screen data the page holds agree.
     */
    async page(path: string, locale: Locale, source: PageSource): Promise<SeoPage> {
      // One head per language for every page the shop does not have, not one per address.
      const notFound = () =>
        cache.get(`page|${locale.lang}|not-found`, () => notFoundPage(locale, source.data));
      const match = matchRoute(path, brandSlug);
      if (match.screen === 'not-found') return notFound();
      try {
        return await buildPage(match, path, locale, source);
      } catch (error) {
        if (error instanceof PageNotFound) return notFound();
        throw error;
      }
    },

    /** Every category, collection and product, in both languages (`?lng=fr` for French). */
    async sitemap(): Promise<string> {
      const [ref, rows] = await Promise.all([catalog.reference(), repo.sitemapProducts()]);
      return sitemapXml(ref, rows, links);
    },

    robots: (): string => robotsTxt(links),
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
