import type { CurrencyCode, Language } from '../constants.ts';

/*
 * A visitor's first screen answered from the page (docs/decisions/0064). The server makes the
 * calls the app's first screen would make (web `app/first-screen-data.ts`) through its own API and
 * writes their answers into the page; the app takes each from there instead of calling, once.
 */

/**
 * `<script type="application/json">` holding the answers: `[[key, body], …]`, each key an
 * `answerKey`, each body the API's JSON as it answered a visitor without a token.
 */
export const ANSWERS_ELEMENT_ID = 'aurelle-answers';

/** A call as the app's reads make it: a path under `/api`, its query and its JSON body. */
export type ApiCall = {
  method: 'GET' | 'POST';
  path: string;
  query?: Readonly<Record<string, unknown>>;
  body?: unknown;
};

/**
 * JSON with every object's keys sorted, and (as JSON has it) its undefined values left out: one
 * text for equal arguments however they were built (RTK Query's `defaultSerializeQueryArgs`).
 */
export function sortedJson(value: unknown): string | undefined {
  const sorted = (part: unknown): unknown =>
    part && typeof part === 'object' && !Array.isArray(part)
      ? Object.fromEntries(
          Object.keys(part)
            .sort()
            .map((key) => [key, sorted((part as Record<string, unknown>)[key])]),
        )
      : part;
  return JSON.stringify(sorted(value));
}

/**
 * One key for a call in a language and currency, the same on both sides however its query was
 * built: the query's values left out where the app leaves them out of the URL (undefined).
 */
export function answerKey(
  { method, path, query = {}, body }: ApiCall,
  view: { lang: Language; currency: CurrencyCode },
): string {
  return `${method} ${path} ${sortedJson(query)} ${sortedJson(body) ?? ''} ${view.lang} ${view.currency}`;
}
