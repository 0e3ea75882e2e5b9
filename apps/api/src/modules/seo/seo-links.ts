import { LANGUAGE_QUERY_KEY, type Language } from '@aurelle/contract';

/** The shop's absolute addresses, as crawlers and link previews need them. */
export function siteLinks(siteUrl: string) {
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${siteUrl}${path}`);
  return {
    absolute,
    /** A page's address in a language: English is the bare path, French adds `?lng=fr`. */
    withLang: (path: string, lang: Language) =>
      absolute(lang === 'en' ? path : `${path}?${LANGUAGE_QUERY_KEY}=${lang}`),
  };
}

export type SiteLinks = ReturnType<typeof siteLinks>;
