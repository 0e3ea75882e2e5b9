import { useEffect } from 'react';

/** What a page may override over the seo_setting defaults (spec §2 Shell). */
export type PageMeta = {
  title?: string;
  description?: string;
  image?: string;
  /** The Open Graph title, where it is not the document's (a product's is its name alone). */
  ogTitle?: string;
};

let current: PageMeta | null = null;
const listeners = new Set<() => void>();

function publish(next: PageMeta | null) {
  current = next;
  listeners.forEach((listener) => listener());
}

/** The active page's override, if any: the shell merges it over the site defaults. */
export const pageMetaOverride = (): PageMeta | null => current;

/** Calls `listener` whenever a page sets or drops its override; returns the unsubscribe. */
export function onPageMetaChange(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** A page (product, category, content) sets its own title and description while mounted. */
export function usePageMeta(meta: PageMeta | null) {
  const { title, description, image, ogTitle } = meta ?? {};
  useEffect(() => {
    if (!title && !description) return;
    publish({ title, description, image, ogTitle });
    return () => publish(null);
  }, [title, description, image, ogTitle]);
}
