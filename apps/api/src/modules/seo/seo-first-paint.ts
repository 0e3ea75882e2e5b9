import {
  FIRST_PAINT_LIST_CARDS,
  mediaKind,
  type FirstPaintCard,
  type FirstPaintData,
  type ProductDetail,
  type ProductSummary,
} from '@aurelle/contract';

/** A product as a list's first paint shows it: its first image, the name and the base price. */
export type PreviewCard = FirstPaintCard;

/**
 * What a page's first screen shows, painted from the HTML before the app has loaded
 * (docs/decisions/0021): a product page's first image, eyebrow, name and price; a list's title
 * row and its first products (the title is the app's "All jewellery" when there is none).
 */
export type PagePreview =
  | Extract<FirstPaintData, { kind: 'product' }>
  | { kind: 'list'; title?: string; description?: string; total: number; cards: PreviewCard[] };

/** A list's first cards, up to the first product without an image (its card is a placeholder). */
export function previewCards(products: readonly ProductSummary[]): PreviewCard[] {
  const cards: PreviewCard[] = [];
  for (const product of products.slice(0, FIRST_PAINT_LIST_CARDS)) {
    const image = product.image[0];
    if (!image) break;
    cards.push({
      _id: product._id,
      slug: product.slug,
      image,
      name: product.name,
      price: product.prices_formatted.price,
      originalPrice: product.prices_formatted.originalPrice ?? undefined,
    });
  }
  return cards;
}

/** The gallery opens on the first image (spec §3 media order), whatever comes before it. */
export const firstImageOf = (item: ProductDetail) =>
  item.image.find((url) => mediaKind(url) === 'image');

/** A product page's first screen: its first image, collection or category, name and price. */
export function productPreview(item: ProductDetail): PagePreview | undefined {
  const image = firstImageOf(item);
  if (!image) return undefined;
  return {
    kind: 'product',
    image,
    eyebrow: item.collection?.name ?? item.category.name,
    name: item.name,
    price: item.prices_formatted.price,
    originalPrice: item.prices_formatted.originalPrice ?? undefined,
  };
}
