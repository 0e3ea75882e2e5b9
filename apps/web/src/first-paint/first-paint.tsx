import {
  FIRST_PAINT_ELEMENT_ID,
  GALLERY_PICTURE_SIZES,
  type FirstPaintData,
} from '@aurelle/contract';
import { Picture } from '../components/ui/picture.tsx';
import type { ReactNode } from 'react';
import { StaticRouter } from 'react-router';
import type { I18n } from '../lib/i18n.ts';
import { I18nContext, useTranslation } from '../lib/use-translation.ts';
import { ProductGrid } from '../components/product-card/product-grid.tsx';
import type { ProductCardItem } from '../components/product-card/product-card.tsx';
import { CatalogHeader } from '../features/catalog/components/catalog-header.tsx';
import { ListToolbarView } from '../features/catalog/components/list-toolbar.tsx';
import { ProductHeading, ProductLayout } from '../features/catalog/components/product-heading.tsx';

type Data<K extends FirstPaintData['kind']> = Extract<FirstPaintData, { kind: K }>;

/**
 * Home's first paint: the hero's picture, with the hero's geometry (`.first-paint` in
 * styles/base.css, two pixels taller so the app's identical image is never the larger paint).
 */
function HomeFirstPaint({ image }: Data<'home'>) {
  return (
    <div id={FIRST_PAINT_ELEMENT_ID} className="first-paint" aria-hidden="true">
      <img src={image} alt="" fetchPriority="high" />
    </div>
  );
}

/**
 * A product page's first paint: the page's own frame, heading and price (ProductLayout,
 * ProductHeading), with the gallery's first image (two pixels wider than the gallery's).
 */
function ProductFirstPaint({ image, eyebrow, name, price, originalPrice }: Data<'product'>) {
  return (
    <div
      id={FIRST_PAINT_ELEMENT_ID}
      className="first-paint first-paint--product"
      aria-hidden="true"
    >
      <div className="container">
        <ProductLayout
          gallery={
            <Picture
              src={image}
              sizes={GALLERY_PICTURE_SIZES}
              alt=""
              width={800}
              height={1000}
              fetchPriority="high"
            />
          }
        >
          <ProductHeading
            eyebrow={eyebrow}
            name={name}
            price={price}
            originalPrice={originalPrice ?? null}
          />
        </ProductLayout>
      </div>
    </div>
  );
}

/** The list's products as the app's cards take them; only the first image is painted. */
const listCards = (cards: Data<'list'>['cards']): ProductCardItem[] =>
  cards.map((card) => ({
    _id: card._id,
    slug: card.slug,
    name: card.name,
    image: [card.image],
    prices_formatted: { price: card.price, originalPrice: card.originalPrice ?? null },
  }));

/**
 * A plain shop list's first paint: the title row (CatalogHeader with the toolbar as it starts,
 * unfiltered and featured first) and the grid's first products, drawn by the app's own components.
 */
function ListFirstPaint({ title, description, total, cards }: Data<'list'>) {
  const { t } = useTranslation();
  return (
    <div
      id={FIRST_PAINT_ELEMENT_ID}
      className="first-paint first-paint--list"
      aria-hidden="true"
      inert
    >
      <div className="container">
        <CatalogHeader
          eyebrow={t('catalog.eyebrow')}
          title={title ?? t('catalog.allTitle')}
          description={description}
          total={total}
          actions={<ListToolbarView selected={0} sort="featured" />}
        />
        <ProductGrid products={listCards(cards)} headingLevel={2} />
      </div>
    </div>
  );
}

/** The `#first-paint` element for a page's data. */
export function FirstPaint({ data }: { data: FirstPaintData }) {
  switch (data.kind) {
    case 'home':
      return <HomeFirstPaint {...data} />;
    case 'product':
      return <ProductFirstPaint {...data} />;
    case 'list':
      return <ListFirstPaint {...data} />;
  }
}

/**
 * What the components need around them outside the app: the translator, fed with the request's
 * strings, and a router for their links (inert in a first paint).
 */
export function FirstPaintProviders({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <StaticRouter location="/">
      <I18nContext value={i18n}>{children}</I18nContext>
    </StaticRouter>
  );
}
