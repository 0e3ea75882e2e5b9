import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  LANGUAGES,
  translate,
  type Language,
  type Strings,
  type TextValues,
} from '@aurelle/contract';
import { WEB_LOCALES_DIR } from '../paths.ts';

/** A UI text in a language, as the app shows it; the key itself when no language has it. */
export type Translate = (lang: Language, key: string, values?: TextValues) => string;

function readStrings(file: string): Strings | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Strings)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The `{lng}.json` files of a folder, by language; a missing or malformed file is left out. */
export function readLocales(dir: string): Map<Language, Strings> {
  const strings = new Map<Language, Strings>();
  for (const lang of LANGUAGES) {
    const found = readStrings(join(dir, `${lang}.json`));
    if (found) strings.set(lang, found);
  }
  return strings;
}

/**
 * The web app's UI strings for the server, translated by the contract's core as the app does
 * (docs/decisions/0018). Read once: `{staticDir}/locales/{lng}.json` from the web build, or the
 * web app's sources when the static folder has no locales (no build: tests, development).
 * `defaults` fill `{{name}}`s no call passes (`{{brand}}`, as the app's runtime config does).
 */
export function loadUiText(staticDir: string, defaults: TextValues = {}) {
  const built = join(staticDir, 'locales');
  const dir = existsSync(built) ? built : WEB_LOCALES_DIR;
  const strings = readLocales(dir);
  const stringsOf = (lang: Language) => strings.get(lang);
  const orKey: Translate = (lang, key, values) =>
    translate(stringsOf, lang, key, values, defaults) ?? key;
  return {
    /** A language's strings as read, if any. */
    strings: stringsOf,
    /** The text for `key`, or undefined when no language has it (the caller picks a default). */
    find(lang: Language, key: string, values?: TextValues): string | undefined {
      return translate(stringsOf, lang, key, values, defaults);
    },
    /** The text for `key`, or the key itself when no language has it (as the app shows it). */
    translate: orKey,
  };
}

export type UiText = ReturnType<typeof loadUiText>;
