import { useEffect } from 'react';
import type { SeoSettingBlock } from '@aurelle/contract';
import { useTranslation } from '../../lib/use-translation.ts';
import { useSeoSetting } from '../../features/content/hooks/use-content-block.ts';
import { onPageMetaChange, pageMetaOverride, type PageMeta } from '../../lib/page-meta.ts';

/** Sets a `<meta>`'s content, creating the tag if the page has none; leaves an equal one alone. */
function setMeta(attribute: 'name' | 'property', key: string, content: string | undefined) {
  if (content === undefined) return;
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  if (tag.content !== content) tag.content = content;
}

/**
 * The document's head for the site's defaults with the page's override on top. What already
 * reads so is not written again: on the page the shop opens on, the server has written the same
 * head (docs/decisions/0049 §14), and a title written in the browser costs its process a round of
 * work for nothing.
 */
function writeHead(seo: SeoSettingBlock | undefined, page: PageMeta | null) {
  const title = page?.title ?? seo?.meta_title;
  const description = page?.description ?? seo?.meta_description;
  if (title && document.title !== title) document.title = title;
  setMeta('name', 'description', description);
  setMeta('name', 'keywords', seo?.meta_keywords);
  setMeta('property', 'og:title', page?.ogTitle ?? page?.title ?? seo?.og_title);
  setMeta('property', 'og:description', page?.description ?? seo?.og_description);
  // Open Graph wants an absolute address, as the server writes it.
  setMeta('property', 'og:image', page?.image && new URL(page.image, document.baseURI).href);
}

/**
 * Title, description, keywords and Open Graph from seo_setting, with the page's override on top,
 * written once the effects of a commit have all run: a page sets its override in its own effects,
 * after this one's, so writing at once would put the defaults in first and the page's a moment
 * later. Not React state: a change of override renders nothing.
 */
export function DocumentMeta() {
  const { i18n } = useTranslation();
  const { data: seo } = useSeoSetting();

  useEffect(() => {
    if (document.documentElement.lang !== i18n.resolvedLanguage) {
      document.documentElement.lang = i18n.resolvedLanguage;
    }
  }, [i18n.resolvedLanguage]);

  useEffect(() => {
    // A write that comes after a newer one writes the same head: the newer one's is current.
    const write = () => queueMicrotask(() => writeHead(seo, pageMetaOverride()));
    write();
    return onPageMetaChange(write);
  }, [seo]);
  return null;
}
