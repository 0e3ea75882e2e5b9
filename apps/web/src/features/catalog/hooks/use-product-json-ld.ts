import type { ProductDetail } from '@aurelle/contract';
import { useEffect } from 'react';

const SCRIPT_ID = 'product-jsonld';

function productScripts(): HTMLScriptElement[] {
  return [
    ...document.head.querySelectorAll<HTMLScriptElement>('script[type="application/ld+json"]'),
  ].filter((script) => script.id === SCRIPT_ID || /"@type"\s*:\s*"Product"/.test(script.text));
}

/**
 * JSON-LD Product data for client navigations. The server renders it on a first load; when that
 * one already describes this product it is kept, otherwise one script (by id) is replaced.
 */
export function useProductJsonLd(product: ProductDetail | undefined) {
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
    script.text = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      sku: product.sku,
      description: product.description,
      image: product.image.map((src) => new URL(src, location.origin).href),
      offers: {
        '@type': 'Offer',
        price: product.price,
        priceCurrency: product.currency,
        availability: `https://schema.org/${product.stock > 0 ? 'InStock' : 'OutOfStock'}`,
        url: location.href,
      },
    });
    document.head.append(script);
    return () => script.remove();
  }, [product]);
}
