import { caratBand, metalLabel, priceBand } from './attributes-data.ts';
import {
  BANGLE_SIZES,
  CATEGORIES,
  COLLECTIONS,
  METAL_VALUES,
  OPTION_NAMES,
  PLATINUM_SUPPLEMENT_PAISE,
  RING_SIZES,
  type OptionCode,
  type Text2,
} from './catalog-data.ts';
import { DEMO_VIDEO_URL, productArt, type PictureUrls } from './media.ts';
import type { CatalogEntry } from './products/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The attribute values one product is filed under, as (code, value) pairs. */
export function attributePairs(entry: CatalogEntry): [string, string][] {
  const pairs: [string, string][] = [['metal', entry.metal]];
  if (entry.stone) pairs.push(['stone', entry.stone]);
  if (entry.carat !== undefined) pairs.push(['carat', caratBand(entry.carat)]);
  if (entry.shape) pairs.push(['shape', entry.shape]);
  for (const occasion of entry.occasions) pairs.push(['occasion', occasion]);
  pairs.push(['price', priceBand(entry.price)]);
  return pairs;
}

export type OptionSeed = {
  code: OptionCode;
  name: Text2;
  values: { value: string; label: Text2; priceDelta: number }[];
};

function metalColours(entry: CatalogEntry, withPlatinum: boolean): OptionSeed {
  const golds = METAL_VALUES.filter((metal) => metal !== 'Platinum');
  const ordered = [entry.metal, ...golds.filter((metal) => metal !== entry.metal)];
  const values = ordered.map((metal) => ({
    value: metal,
    label: metalLabel(metal),
    priceDelta: 0,
  }));
  if (withPlatinum)
    values.push({
      value: 'Platinum',
      label: metalLabel('Platinum'),
      priceDelta: PLATINUM_SUPPLEMENT_PAISE,
    });
  return { code: 'metal_colour', name: OPTION_NAMES.metal_colour, values };
}

/** Variant dimensions: ring size and metal colour for rings, bangle size for bangles, colour for light gold jewellery. */
export function productOptionSeeds(entry: CatalogEntry): OptionSeed[] {
  const gold = entry.metal !== 'Platinum';
  const options: OptionSeed[] = [];
  if (entry.category === 'rings') {
    options.push({
      code: 'ring_size',
      name: OPTION_NAMES.ring_size,
      // The size alone: the option's name says what it is ("Ring size: 12" on an order line).
      values: RING_SIZES.map((size) => ({
        value: size,
        label: { en: size, fr: size },
        priceDelta: 0,
      })),
    });
    if (gold)
      options.push(
        metalColours(entry, entry.collection === 'opus' || entry.collection === 'eternelle'),
      );
  } else if (entry.category === 'bangles') {
    options.push({
      code: 'bangle_size',
      name: OPTION_NAMES.bangle_size,
      values: BANGLE_SIZES.map((size) => ({ value: size.value, label: size.label, priceDelta: 0 })),
    });
    if (gold && !entry.stone) options.push(metalColours(entry, false));
  } else if (gold && entry.price < 150_000) {
    options.push(metalColours(entry, false));
  }
  return options;
}

/** Image URLs and the stored media list, with a video placed out of spec order on purpose. */
export function productMedia(
  entry: CatalogEntry,
  index: number,
  pictureUrl: PictureUrls = (url) => url,
): { images: string[]; media: { file_url: string }[] } {
  const images = productArt(entry, index).map((art) => pictureUrl(art.url));
  const media = images.map((url) => ({ file_url: url }));
  const video = { file_url: DEMO_VIDEO_URL };
  if (entry.video === 'first') media.unshift(video);
  else if (entry.video === 'middle') media.splice(2, 0, video);
  else if (entry.video === 'last') media.push(video);
  return { images, media };
}

/** Spread over the last 120 days, so "newest" and new arrivals are meaningful. */
export function createdAt(index: number, now: number): Date {
  const daysAgo = (index * 53 + 17) % 120;
  return new Date(now - daysAgo * DAY_MS - (index % 24) * 60 * 60 * 1000);
}

/** Name, SKU, category, collection and attribute labels in one language, for trigram search. */
export function searchText(
  entry: CatalogEntry,
  locale: 'en' | 'fr',
  labelOf: (code: string, value: string) => Text2,
): string {
  const category = CATEGORIES.find((c) => c.slug === entry.category);
  const collection = COLLECTIONS.find((c) => c.slug === entry.collection);
  const parts = [entry.name[locale], entry.sku, category?.name[locale], collection?.name[locale]];
  for (const [code, value] of attributePairs(entry)) parts.push(labelOf(code, value)[locale]);
  return parts.filter(Boolean).join(' ');
}
