import { useEffect } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { useSeoSetting } from '../../features/content/hooks/use-content-block.ts';
import { usePageMetaOverride } from '../../lib/page-meta.ts';

function setMeta(attribute: 'name' | 'property', key: string, content: string | undefined) {
  if (content === undefined) return;
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  tag.content = content;
}

/** Title, description, keywords and Open Graph from seo_setting, with the page's override on top. */
export function DocumentMeta() {
  const { i18n } = useTranslation();
  const { data: seo } = useSeoSetting();
  const page = usePageMetaOverride();

  useEffect(() => {
    document.documentElement.lang = i18n.resolvedLanguage;
  }, [i18n.resolvedLanguage]);

  useEffect(() => {
    const title = page?.title ?? seo?.meta_title;
    const description = page?.description ?? seo?.meta_description;
    if (title) document.title = title;
    setMeta('name', 'description', description);
    setMeta('name', 'keywords', seo?.meta_keywords);
    setMeta('property', 'og:title', page?.title ?? seo?.og_title);
    setMeta('property', 'og:description', page?.description ?? seo?.og_description);
    setMeta('property', 'og:image', page?.image);
  }, [seo, page]);
  return null;
}
