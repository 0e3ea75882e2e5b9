import type { Language } from '../constants.ts';
import { format, messagesFor } from '../messages.ts';

/** A text in English and, when written, French (a catalogue name as the shop keeps it). */
export type NamedText = { en: string; fr?: string };

/**
 * One chosen option value as an order line keeps it: the value the cart carried and, captured
 * when the order is placed, its option's name and the value's label in both languages. Lines
 * placed before names were captured hold the value alone.
 */
export type OrderLineOption = { optionValue: string; option?: NamedText; label?: NamedText };

/** One value of a product's option as the catalogue has it now. */
export type ProductOptionValue = {
  optionId: string;
  name: NamedText;
  value: string | null;
  label: NamedText | null;
};

const textIn = (text: NamedText | undefined, lang: Language) =>
  (lang === 'fr' ? text?.fr || text?.en : text?.en) ?? '';

/**
 * A line's values with their option's name and label read from the product's options: each value
 * belongs to the first option having it that no earlier value took (as the cart reads them). A
 * value already named keeps its names; a value whose option the product no longer has stays bare.
 * Placing an order captures names with it; a reader completes an older line with it.
 */
export function nameLineOptions(
  variants: readonly OrderLineOption[],
  options: readonly ProductOptionValue[],
): OrderLineOption[] {
  const used = new Set<string>();
  return variants.map((variant) => {
    if (variant.option) return variant;
    const row = options.find((o) => o.value === variant.optionValue && !used.has(o.optionId));
    if (!row) return { optionValue: variant.optionValue };
    used.add(row.optionId);
    return {
      optionValue: variant.optionValue,
      option: row.name,
      label: row.label ?? { en: variant.optionValue },
    };
  });
}

/** Whether some value of a line has no captured names (the line predates their capture). */
export const lacksOptionNames = (variants: readonly OrderLineOption[]) =>
  variants.some((variant) => !variant.option);

/**
 * A line's options as words in a language, each its option's name and value: "Ring size: 12",
 * "Taille de bague : 12". A value without a name reads alone, by its label or as stored.
 */
export function lineOptionWords(variants: readonly OrderLineOption[], lang: Language): string[] {
  const template = messagesFor(lang).order.optionWords;
  return variants.map((variant) => {
    const value = textIn(variant.label, lang) || variant.optionValue;
    const name = textIn(variant.option, lang);
    return name ? format(template, { name, value }) : value;
  });
}
