import { en } from 'zod/locales';

/** An issue as the validation error carries it: zod's code and its parameters. */
type Issue = { keyword: string; message?: string; params?: Record<string, unknown> };

const zodEnglish = en().localeError;

/** Whether a message is zod's own wording of the issue, not a text the schema chose. */
export function isZodWording(issue: Issue): boolean {
  if (!issue.message || issue.message === 'Invalid input') return true;
  const raw = zodEnglish({ ...issue.params, code: issue.keyword } as never);
  const own = typeof raw === 'string' ? raw : raw?.message;
  return own === issue.message;
}

/** Field names a person knows them by; any other is its camelCase split into words. */
const FIELD_WORDS: Record<string, string> = {
  q: 'Search',
  after: 'The page',
  before: 'The page',
  limit: 'The number of rows',
  staffId: 'The person',
  entityType: 'The kind of entry',
  from: 'The first day',
  to: 'The last day',
};

export function fieldWords(path: string): string {
  const last =
    path
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .pop() ?? '';
  const known = FIELD_WORDS[last];
  if (known) return known;
  const words = last.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words ? `The ${words}` : 'The form';
}

/**
 * A sentence for an issue zod worded for developers ("Too big: expected string to have <=100
 * characters"): the field by its name, what it may be. A schema's own message stays as it is.
 */
export function humanIssue(path: string, issue: Issue): string {
  if (!isZodWording(issue)) return issue.message ?? '';
  const field = fieldWords(path);
  const params = issue.params ?? {};
  const origin = params.origin;
  const text = origin === 'string';
  const limit = (key: 'maximum' | 'minimum') => Number(params[key]);
  switch (issue.keyword) {
    case 'too_big':
      return text
        ? `${field} is at most ${limit('maximum')} characters`
        : origin === 'array'
          ? `${field} holds at most ${limit('maximum')}`
          : `${field} is at most ${limit('maximum')}`;
    case 'too_small':
      if (text && limit('minimum') <= 1) return `${field} is missing: fill it in`;
      return text
        ? `${field} is at least ${limit('minimum')} characters`
        : origin === 'array'
          ? `${field} needs at least ${limit('minimum')}`
          : `${field} is at least ${limit('minimum')}`;
    case 'invalid_type':
      return params.input === undefined
        ? `${field} is missing: fill it in`
        : `${field} is not the right kind of value`;
    case 'invalid_value':
      return `${field} is not one of the choices offered`;
    case 'invalid_format':
      return `${field} is not written the expected way`;
    case 'unrecognized_keys':
      return 'The form has a field this screen does not know: reload the page';
    default:
      return `${field} is not valid: check it`;
  }
}
