import type { Language } from './constants.ts';
import { messages, type Messages } from './messages.en.ts';
import { messagesFr } from './messages.fr.ts';

export { messages, type Messages };

const tables: Record<Language, Messages> = { en: messages, fr: messagesFr };

/** The message table in a language (spec §1: fallback English). */
export function messagesFor(lang: Language): Messages {
  return tables[lang];
}

/** Whether a text is one of the English table's (validation messages are). */
export function isMessageText(text: string): boolean {
  englishTexts ??= new Set(pairs(messages, messages, new Map<string, string>()).keys());
  return englishTexts.has(text);
}
let englishTexts: Set<string> | undefined;

function pairs(en: unknown, other: unknown, into: Map<string, string>) {
  if (typeof en === 'string' && typeof other === 'string') into.set(en, other);
  else if (en && typeof en === 'object' && other && typeof other === 'object')
    for (const [key, value] of Object.entries(en))
      pairs(value, (other as Record<string, unknown>)[key], into);
  return into;
}
let frByEnglish: Map<string, string> | undefined;

/**
 * A text from the English table in `lang` (validation messages are written in English in the
 * schemas); any other text is returned as it is.
 */
export function localizeMessage(lang: Language, text: string): string {
  if (lang !== 'fr') return text;
  frByEnglish ??= pairs(messages, messagesFr, new Map<string, string>());
  return frByEnglish.get(text) ?? text;
}

/** Fills `{name}` placeholders in a message. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
