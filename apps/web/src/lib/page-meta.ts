import { useEffect, useState } from 'react';

/** What a page may override over the seo_setting defaults (spec §2 Shell). */
export type PageMeta = { title?: string; description?: string; image?: string };

let current: PageMeta | null = null;
const listeners = new Set<() => void>();

function publish(next: PageMeta | null) {
  current = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The active page's override, if any; the shell merges it over the site defaults. Kept in state
 * rather than read with useSyncExternalStore: a page publishes from its effects, and an external
 * store's change is rendered synchronously, in the task of those effects (issue 19); the document's
 * title can follow a frame later.
 */
export function usePageMetaOverride(): PageMeta | null {
  const [meta, setMeta] = useState(current);
  useEffect(() => {
    const update = () => setMeta(current);
    update();
    return subscribe(update);
  }, []);
  return meta;
}

/** A page (product, category, content) sets its own title and description while mounted. */
export function usePageMeta(meta: PageMeta | null) {
  const { title, description, image } = meta ?? {};
  useEffect(() => {
    if (!title && !description) return;
    publish({ title, description, image });
    return () => publish(null);
  }, [title, description, image]);
}
