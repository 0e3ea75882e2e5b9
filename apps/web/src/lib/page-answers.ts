import { ANSWERS_ELEMENT_ID, answerKey, type CurrencyCode, type Language } from '@aurelle/contract';

/**
 * The answers the server wrote into the page for a visitor's first screen (the API's own, to the
 * calls app/first-screen-data.ts makes: docs/decisions/0064), read from the page once, by key.
 */
let answers: Map<string, unknown> | undefined;

function pageAnswers(): Map<string, unknown> {
  if (answers) return answers;
  const element = globalThis.document?.getElementById(ANSWERS_ELEMENT_ID);
  try {
    answers = new Map(JSON.parse(element?.textContent || '[]') as [string, unknown][]);
  } catch {
    // A page without readable answers: every call goes out.
    answers = new Map();
  }
  element?.remove();
  return answers;
}

/**
 * The page's answer to this call in the language and currency its headers ask for, taken once: a
 * second call for the same goes out, as it would without the page's answers.
 */
export function takePageAnswer(
  request: {
    url: string;
    method?: 'GET' | 'POST';
    params?: Record<string, unknown>;
    body?: unknown;
  },
  headers: Headers,
): { body: unknown } | undefined {
  const all = pageAnswers();
  const key = answerKey(
    {
      method: request.method ?? 'GET',
      path: request.url,
      query: request.params,
      body: request.body,
    },
    // As lib/api-request.ts set them from the shopper's preferences.
    {
      lang: headers.get('Accept-Language') as Language,
      currency: headers.get('X-Currency') as CurrencyCode,
    },
  );
  if (!all.has(key)) return undefined;
  const body = all.get(key);
  all.delete(key);
  return { body };
}

/** Forgets what was read (tests). */
export function resetPageAnswers() {
  answers = undefined;
}
