import { productJsonLd, siteLinks, type ProductDetail } from '@aurelle/contract';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { env } from '../../../config/env.ts';
import { paths } from '../../../config/paths.ts';

const SCRIPT_ID = 'product-jsonld';

function productScripts(): HTMLScriptElement[] {
  return [
    ...document.head.querySelectorAll<HTMLScriptElement>('script[type="application/ld+json"]'),
  ].filter((script) => script.id === SCRIPT_ID || /"@type"\s*:\s*"Product"/.test(script.text));
}

/**
 * JSON-LD Product data for client navigations, built as the server builds it for a first load
 * (contract `productJsonLd`). When the page's own already describes this product it is kept,
 * otherwise one script (by id) is replaced.
 */
export function useProductJsonLd(product: ProductDetail | undefined) {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  useEffect(() => {
    if (!product) return;
    const existing = productScripts();
    if (
      existing.some((script) => script.id !== SCRIPT_ID && script.text.includes(`"${product.sku}"`))
    )
      return;
    existing.forEach((script) => script.remove());
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.id = SCRIPT_ID;
    script.text = JSON.stringify(
      productJsonLd(product, {
        path: paths.product(product.slug ?? product._id),
        lang,
        siteName: env.brandName,
        links: siteLinks(location.origin),
      }),
    );
    document.head.append(script);
    return () => script.remove();
  }, [product, lang]);
}
