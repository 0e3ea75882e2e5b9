import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  DEFAULT_LANGUAGE,
  type FirstPaintData,
  type FirstPaintKind,
  type Language,
  type PageManifest,
  type RenderFirstPaint,
} from '@aurelle/contract';
import { readLocales } from '../../lib/ui-text.ts';
import { criticalCss, namesIn, parseStylesheet } from './critical-css.ts';

function readJson<T>(file: string): T | undefined {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** Whether a route pattern of the manifest (`shop/:category`, `{brand}-labs`, `*`) matches. */
function matches(pattern: string, segments: string[], brandSlug: string): boolean {
  if (pattern === '*') return true;
  const parts = pattern.replace('{brand}', brandSlug).split('/').filter(Boolean);
  return (
    parts.length === segments.length &&
    parts.every((part, index) => part.startsWith(':') || part === segments[index])
  );
}

/**
 * The web build as the page shell uses it, read once at start-up from STATIC_DIR: the page
 * manifest the build writes (`.vite/page-manifest.json`: routes → screen scripts, the app's
 * scripts, the stylesheet, the fonts of each kind of first paint), the UI strings, and the build's
 * server render of the first paints (docs/decisions/0021). A build without them (tests without
 * dist) gives pages without a first paint.
 */
export async function loadPageBuild(staticDir: string, brandSlug: string) {
  const manifest = readJson<PageManifest>(join(staticDir, '.vite', 'page-manifest.json'));
  const strings = readLocales(join(staticDir, 'locales'));
  const locales = new Map([...strings].map(([lang, text]) => [lang, JSON.stringify(text)]));
  const stylesheetFile = manifest?.stylesheet && join(staticDir, manifest.stylesheet);
  const stylesheetBlocks =
    stylesheetFile && existsSync(stylesheetFile)
      ? parseStylesheet(readFileSync(stylesheetFile, 'utf8'))
      : undefined;
  const rulesFile = manifest?.stylesheetRules;
  /** The stylesheet a page with a first paint fetches after it: without the faces, if built. */
  const afterFirstPaint = !stylesheetBlocks
    ? undefined
    : rulesFile && existsSync(join(staticDir, rulesFile))
      ? rulesFile
      : manifest?.stylesheet;
  const renderFile = manifest && join(staticDir, manifest.firstPaintModule);
  const render =
    renderFile && existsSync(renderFile)
      ? ((await import(pathToFileURL(renderFile).href)) as { renderFirstPaint?: RenderFirstPaint })
          .renderFirstPaint
      : undefined;
  /** Critical CSS by the names it was cut for: a few kinds of first paint. */
  const criticalByNames = new Map<string, string>();
  /** A page's languages that the build has strings for: its own, then English, the fallback. */
  const withFallback = (lang: Language) =>
    [...new Set([lang, DEFAULT_LANGUAGE])].filter((l) => locales.has(l));

  return {
    /**
     * A first paint's markup, from the build's render (which may throw); undefined without a
     * render or when it draws nothing. Rendered for each page: about a tenth of a millisecond, small
     * beside the page's own work, so it is not kept.
     */
    firstPaint(data: FirstPaintData, lang: Language, brandName: string): string | undefined {
      if (!render) return undefined;
      const context = {
        lang,
        brandName,
        strings: Object.fromEntries(withFallback(lang).map((l) => [l, strings.get(l) ?? {}])),
      };
      return render(data, context);
    },
    /** The app's scripts, which every page loads after its entry. */
    appFiles(): string[] {
      return manifest?.app ?? [];
    },
    /** The scripts of the screen the app opens at `path`, beyond the app's, in load order. */
    screenFiles(path: string): string[] {
      const segments = path.split('/').filter(Boolean);
      const route = manifest?.routes.find((r) => matches(r.path, segments, brandSlug));
      return route?.files ?? [];
    },
    /** The scripts of the app's not-found screen (its `*` route), beyond the app's. */
    notFoundFiles(): string[] {
      return manifest?.routes.find((r) => r.path === '*')?.files ?? [];
    },
    /** The fonts index.html preloads that a kind of first paint does not use. */
    fontsAfter(kind: FirstPaintKind): string[] {
      const used = new Set(manifest?.fonts.firstPaint[kind]);
      return (manifest?.fonts.preloaded ?? []).filter((font) => !used.has(font));
    },
    /**
     * `{"fr": {…}, "en": {…}}` for a page in `lang` (English too, the fallback), safe inside a
     * <script> element; undefined when the build has no locale files.
     */
    localesJson(lang: Language): string | undefined {
      const wanted = withFallback(lang);
      if (wanted.length === 0) return undefined;
      const body = wanted.map((l) => `${JSON.stringify(l)}:${locales.get(l) ?? '{}'}`).join(',');
      return `{${body}}`.replaceAll('<', '\\u003c');
    },
    /** The UI strings' files a page in `lang` needs (English too, the fallback). */
    localeFiles(lang: Language): string[] {
      return withFallback(lang).map((l) => `/locales/${l}.json`);
    },
    /**
     * What a page with a first paint fetches after it: the stylesheet without its `@font-face`
     * rules (`/assets/style-rules-….css`), which that page's head declares, or, from a build
     * without that file, the whole stylesheet; undefined without a stylesheet.
     */
    stylesheetAfterFirstPaint(): string | undefined {
      return afterFirstPaint;
    },
    /**
     * The stylesheet's rules that a first paint's `markup` may use (critical-css.ts), every font
     * face among them, safe inside <style>; undefined without a stylesheet.
     */
    criticalCss(markup: string): string | undefined {
      if (!stylesheetBlocks) return undefined;
      const used = namesIn(markup);
      const key = [used.classes, used.ids, used.tags]
        .map((names) => [...names].sort().join(' '))
        .join('#');
      let css = criticalByNames.get(key);
      if (css === undefined) {
        css = criticalCss(stylesheetBlocks, used).replaceAll('</style', '<\\/style');
        // Pages differ in a class or two (a reduced price, a sold-out badge): a few entries.
        if (criticalByNames.size >= 64) criticalByNames.clear();
        criticalByNames.set(key, css);
      }
      return css;
    },
  };
}

export type PageBuild = Awaited<ReturnType<typeof loadPageBuild>>;

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;

/** Marks the <style> element that holds the whole stylesheet, for a first paint to swap. */
export const INLINE_STYLESHEET = 'data-stylesheet';

/**
 * The built index.html with its stylesheet inside a <style> element instead of linked: the page
 * can paint as soon as its HTML has arrived, with no round trip for CSS (docs/decisions/0021).
 * A stylesheet that cannot be read stays linked.
 */
export function inlineStylesheets(template: string, staticDir: string): string {
  return template.replace(STYLESHEET_LINK, (link, file: string) => {
    const path = join(staticDir, file);
    if (!existsSync(path)) return link;
    // Inside <style>, only a closing tag could end the element early.
    return `<style ${INLINE_STYLESHEET}>${readFileSync(path, 'utf8').replaceAll('</style', '<\\/style')}</style>`;
  });
}
