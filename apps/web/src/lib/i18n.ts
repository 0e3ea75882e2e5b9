import {
  DEFAULT_LANGUAGE,
  findText,
  interpolate,
  interpolateDeep,
  LANGUAGES,
  LOCALES_ELEMENT_ID,
  TRANSLATION_RETRIES,
  TRANSLATION_RETRY_START_MS,
  type Language,
  type Strings,
} from '@aurelle/contract';
import { env } from '../config/env.ts';

/**
 * The UI's translator (docs/decisions/0008): nested keys read by dots, `{{name}}` variables,
 * plurals through `count`, English as the fallback, all from the contract's text core, which the
 * server translates with too (docs/decisions/0018). What is the web's own: loading the strings,
 * the languages' readiness, `returnObjects` and `defaultValue`. The React side is
 * `use-translation.ts`.
 */

export type Resources = Partial<Record<Language, Strings>>;

/** `{{name}}` variables, plus `count` (chooses the plural), `returnObjects` and `defaultValue`. */
export type TOptions = {
  count?: number;
  returnObjects?: boolean;
  defaultValue?: string;
  [variable: string]: unknown;
};

export type TFunction = {
  (key: string, options: TOptions & { returnObjects: true }): unknown;
  (key: string, options?: TOptions): string;
};

type Options = {
  language: Language;
  /** Languages ready at once; any other is loaded when needed. */
  resources?: Resources;
  /** Variables every text may use; `{{brand}}` from the runtime config by default. */
  defaultVariables?: Record<string, unknown>;
  /** How a missing language is loaded; /locales/{lng}.json with retries by default. */
  load?: (language: Language) => Promise<Strings>;
};

class LoadError extends Error {
  retryable: boolean;
  constructor(message: string, retryable: boolean) {
    super(message);
    this.retryable = retryable;
  }
}

async function fetchStrings(url: string): Promise<Strings> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch (cause) {
    throw new LoadError(`${url}: ${String(cause)}`, true);
  }
  // A server error may pass; a missing file will not.
  if (!response.ok) throw new LoadError(`${url}: HTTP ${response.status}`, response.status >= 500);
  const body: unknown = await response.json().catch(() => undefined);
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new LoadError(`${url}: not a JSON object`, false);
  }
  return body as Strings;
}

/**
 * UI text from /locales/{lng}.json (spec §7). A failed load (network error or 5xx) is retried up
 * to TRANSLATION_RETRIES (5) times, waiting TRANSLATION_RETRY_START_MS (350 ms) and doubling each
 * time (spec §8): with instant failures, requests go at 0, 350, 1050, 2450, 5250 and 10850 ms.
 * A 4xx or a body that is not a JSON object is not retried.
 */
export async function loadLocale(language: Language): Promise<Strings> {
  const url = `/locales/${language}.json`;
  for (let retry = 0, wait = TRANSLATION_RETRY_START_MS; ; retry += 1, wait *= 2) {
    try {
      return await fetchStrings(url);
    } catch (error) {
      if (!(error instanceof LoadError && error.retryable) || retry >= TRANSLATION_RETRIES) {
        throw error;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

export class I18n {
  #language: Language;
  #strings = new Map<Language, Strings>();
  #stringsOf = (language: Language): Strings | undefined => this.#strings.get(language);
  /** Languages whose last load failed: settled, their texts fall back to English. */
  #failed = new Set<Language>();
  #loading = new Map<Language, Promise<void>>();
  #ready = new Map<Language, Promise<void>>();
  #fixedT = new Map<Language, TFunction>();
  #listeners = new Set<() => void>();
  #version = 0;
  #changingTo: Language | undefined;
  #defaultVariables: Record<string, unknown>;
  #load: (language: Language) => Promise<Strings>;

  constructor({ language, resources = {}, defaultVariables, load = loadLocale }: Options) {
    this.#language = language;
    this.#defaultVariables = defaultVariables ?? { brand: env.brandName };
    this.#load = load;
    for (const lng of LANGUAGES) {
      const strings = resources[lng];
      if (strings) this.#strings.set(lng, strings);
    }
    // Start fetching what the first render needs at once.
    void this.whenReady(language);
  }

  /** The language texts are shown in. */
  get language(): Language {
    return this.#language;
  }

  /** Same as `language`: the language texts resolve in (English only as a per-key fallback). */
  get resolvedLanguage(): Language {
    return this.#language;
  }

  /** Translates in the current language. */
  get t(): TFunction {
    return this.getFixedT(this.#language);
  }

  /** A translate function for one language; the same function every time it is asked for. */
  getFixedT(language: Language): TFunction {
    let t = this.#fixedT.get(language);
    if (!t) {
      t = ((key: string, options?: TOptions) =>
        this.#translate(language, key, options)) as TFunction;
      this.#fixedT.set(language, t);
    }
    return t;
  }

  /** Whether `language` and its English fallback are loaded (or their last load failed). */
  isReady(language: Language = this.#language): boolean {
    return this.#settled(language) && this.#settled(DEFAULT_LANGUAGE);
  }

  /** Settles once `isReady(language)`; the same promise each time (what Suspense waits on). */
  whenReady(language: Language = this.#language): Promise<void> {
    let ready = this.#ready.get(language);
    if (!ready) {
      ready = this.loadLanguages([language, DEFAULT_LANGUAGE]);
      this.#ready.set(language, ready);
    }
    return ready;
  }

  /** Loads the languages not present yet. Never rejects: a failed language shows English. */
  async loadLanguages(languages: readonly Language[]): Promise<void> {
    await Promise.all(languages.map((language) => this.#loadOne(language)));
  }

  /** Loads `language` (and English), then switches and tells subscribers. The last call wins. */
  async changeLanguage(language: Language): Promise<void> {
    this.#changingTo = language;
    await this.loadLanguages([language, DEFAULT_LANGUAGE]);
    if (this.#changingTo !== language) return;
    this.#changingTo = undefined;
    if (language === this.#language) return;
    this.#language = language;
    this.#emit();
  }

  /** Called after a language change, or when the current language's or English texts arrive. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Changes whenever what `t` returns may have changed (for `useSyncExternalStore`). */
  getVersion = (): number => this.#version;

  #emit() {
    this.#version += 1;
    for (const listener of [...this.#listeners]) listener();
  }

  #settled(language: Language): boolean {
    return this.#strings.has(language) || this.#failed.has(language);
  }

  #loadOne(language: Language): Promise<void> {
    if (this.#strings.has(language)) return Promise.resolve();
    let loading = this.#loading.get(language);
    if (!loading) {
      loading = this.#load(language)
        .then(
          (strings) => {
            this.#strings.set(language, strings);
            this.#failed.delete(language);
            if (language === this.#language || language === DEFAULT_LANGUAGE) this.#emit();
          },
          () => {
            this.#failed.add(language);
          },
        )
        .finally(() => this.#loading.delete(language));
      this.#loading.set(language, loading);
    }
    return loading;
  }

  #translate(language: Language, key: string, options?: TOptions): unknown {
    const defaults = this.#defaultVariables;
    const value = findText(this.#stringsOf, language, key, options?.count);
    if (value === undefined) {
      return options?.defaultValue === undefined
        ? key
        : interpolate(options.defaultValue, options, defaults);
    }
    if (typeof value === 'object') {
      return options?.returnObjects ? interpolateDeep(value, options, defaults) : key;
    }
    return interpolate(String(value), options, defaults);
  }
}

/**
 * UI strings the server put into the page, so the first render need not wait for
 * /locales/{lng}.json. Only languages present are returned; anything unreadable is ignored.
 */
export function readInlineLocales(): Resources {
  const text = globalThis.document?.getElementById(LOCALES_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object') return {};
    const found: Resources = {};
    for (const lng of LANGUAGES) {
      const strings = (parsed as Record<string, unknown>)[lng];
      if (strings && typeof strings === 'object') found[lng] = strings as Strings;
    }
    return found;
  } catch {
    return {};
  }
}

/** The app's translator: languages the page carried are ready at once, any other is fetched. */
export function createI18n(language: Language): I18n {
  return new I18n({ language, resources: readInlineLocales() });
}
