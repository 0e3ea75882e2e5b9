import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@aurelle/contract';
import { criticalCss, namesIn, parseStylesheet } from './critical-css.ts';

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
type ManifestChunk = { file: string; name?: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** The screen module the SPA lazy-loads for a path (apps/web/src/app/route-table.ts). */
function screenFor(path: string): string | undefined {
  const [first, second, third] = path.split('/').filter(Boolean);
  if (first === undefined) return 'src/app/routes/home.tsx';
  if (first === 'shop' && third === undefined) return 'src/app/routes/shop.tsx';
  if (first === 'product' && second && third === undefined) return 'src/app/routes/product.tsx';
  if (first === 'search' && second && third === undefined) return 'src/app/routes/search.tsx';
  return undefined;
}

function readJson<T>(file: string): T | undefined {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** Built once: the plural rules of each language the shop speaks. */
const PLURAL_RULES = new Map(LANGUAGES.map((lang) => [lang, new Intl.PluralRules(lang)]));

function uiText(
  strings: Record<string, unknown> | undefined,
  lang: Language,
  key: string,
  values: Record<string, string | number>,
): string | undefined {
  const read = (path: string) =>
    path.split('.').reduce<unknown>((node, part) => {
      if (!node || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
      return (node as Record<string, unknown>)[part];
    }, strings);
  const plural =
    typeof values.count === 'number'
      ? read(`${key}_${PLURAL_RULES.get(lang)?.select(values.count) ?? 'other'}`)
      : undefined;
  const text = plural ?? read(key);
  if (typeof text !== 'string') return undefined;
  return text.replace(/\{\{(.+?)\}\}/g, (placeholder, name: string) =>
    String(values[name.trim()] ?? placeholder),
  );
}

/**
 * What the web build tells the server about a page's first screen: the JavaScript files of the
 * screen a path opens (to modulepreload beside the entry), and the UI strings per language (put
 * into the page so the first render does not wait for /locales/{lng}.json). Read once at start-up.
 */
export function loadPageAssets(staticDir: string) {
  const manifest = readJson<Manifest>(join(staticDir, '.vite', 'manifest.json')) ?? {};
  // Files the entry loads anyway: no need to preload them again.
  const initial = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, initial);
  // The app itself, which the entry imports (docs/decisions/0009): pages preload it, or list it
  // for the entry to fetch once their first paint is on screen.
  const appKey = Object.keys(manifest).find((key) => manifest[key]?.name === 'app');
  const app = new Set<string>();
  if (appKey) collect(appKey, app);
  for (const file of initial) app.delete(file);
  const appFiles = [...app].map((file) => `/${file}`);
  const loadedAtStart = new Set([...initial, ...app]);

  // The stylesheet index.html links, parsed once for the first paints' share of it.
  const indexFile = join(staticDir, 'index.html');
  const stylesheetFile = existsSync(indexFile)
    ? new RegExp(STYLESHEET_LINK.source).exec(readFileSync(indexFile, 'utf8'))?.[1]
    : undefined;
  const stylesheetBlocks =
    stylesheetFile && existsSync(join(staticDir, stylesheetFile))
      ? parseStylesheet(readFileSync(join(staticDir, stylesheetFile), 'utf8'))
      : undefined;
  /** Critical CSS by the class names and ids it was cut for: a few kinds of first paint. */
  const criticalByNames = new Map<string, string>();

  const cssModules =
    readJson<Record<string, Record<string, string>>>(
      join(staticDir, '.vite', 'css-modules.json'),
    ) ?? {};
  const strings = new Map<Language, Record<string, unknown>>();
  const locales = new Map<Language, string>();
  for (const lang of LANGUAGES) {
    const text = readJson<Record<string, unknown>>(join(staticDir, 'locales', `${lang}.json`));
    if (!text) continue;
    strings.set(lang, text);
    locales.set(lang, JSON.stringify(text));
  }

  /** A page's languages that the build has strings for: its own, then English, the fallback. */
  const withFallback = (lang: Language) =>
    [...new Set([lang, DEFAULT_LANGUAGE])].filter((l) => locales.has(l));

  /**
   * The manifest key of a screen: its source path, or — when other screens import it too (login
   * and signup render home) and it became a shared chunk — the chunk named after the file.
   */
  const keyOf = (screen: string) => {
    if (manifest[screen]) return screen;
    const name = screen.replace(/^.*\//, '').replace(/\.tsx?$/, '');
    return Object.keys(manifest).find((key) => key.startsWith('_') && manifest[key]?.name === name);
  };

  return {
    /** The app's files, which every page loads after its entry. */
    appFiles(): string[] {
      return appFiles;
    },
    /** The screen's own files for a path, in load order; none for a path without a screen. */
    screenFiles(path: string): string[] {
      const screen = screenFor(path);
      const key = screen && keyOf(screen);
      if (!key) return [];
      const files = new Set<string>();
      collect(key, files);
      return [...files].filter((file) => !loadedAtStart.has(file)).map((file) => `/${file}`);
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
    /** The stylesheet's URL (`/assets/style-….css`), if the build links one. */
    stylesheet(): string | undefined {
      return stylesheetBlocks && stylesheetFile ? `/${stylesheetFile}` : undefined;
    },
    /**
     * The stylesheet's rules that `markup` may use (critical-css.ts), safe inside <style>;
     * undefined without a stylesheet.
     */
    criticalCss(markup: string): string | undefined {
      if (!stylesheetBlocks) return undefined;
      const used = namesIn(markup);
      const key = [...used.classes].sort().join(' ') + '#' + [...used.ids].sort().join(' ');
      let css = criticalByNames.get(key);
      if (css === undefined) {
        css = criticalCss(stylesheetBlocks, used).replaceAll('</style', '<\\/style');
        // Pages differ in a class or two (a reduced price, a sold-out badge): a few entries.
        if (criticalByNames.size >= 64) criticalByNames.clear();
        criticalByNames.set(key, css);
      }
      return css;
    },
    /** A CSS Module's class names as built (`src/…/x.module.css`), if the build has it. */
    cssModule(source: string): Record<string, string> | undefined {
      return cssModules[source];
    },
    /**
     * A UI string in `lang` as the app shows it (apps/web/src/lib/i18n.ts): `{{name}}` values,
     * the plural form for `count`; undefined when the build does not have it.
     */
    uiText(lang: Language, key: string, values: Record<string, string | number> = {}) {
      return (
        uiText(strings.get(lang), lang, key, values) ??
        uiText(strings.get(DEFAULT_LANGUAGE), DEFAULT_LANGUAGE, key, values)
      );
    },
  };
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;

/** Marks the <style> element that holds the whole stylesheet, for a first paint to swap. */
export const INLINE_STYLESHEET = 'data-stylesheet';

/**
 * The built index.html with its stylesheet inside a <style> element instead of linked: the page
 * can paint as soon as its HTML has arrived, with no round trip for CSS (docs/decisions/0009).
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

export type PageAssets = ReturnType<typeof loadPageAssets>;
