import { describe, expect, it } from 'vitest';
import { answerKey } from './answers.ts';

const EN_INR = { lang: 'en', currency: 'INR' } as const;

describe('answerKey', () => {
  it('is one key for one call, whatever the order of its query and the values left out', () => {
    const list = { method: 'POST', path: '/aurelle/products', body: {} } as const;
    expect(
      answerKey(
        { ...list, query: { collection: 'opus', sort: undefined, page: 1, limit: 10 } },
        EN_INR,
      ),
    ).toBe(answerKey({ ...list, query: { limit: 10, page: 1, collection: 'opus' } }, EN_INR));
  });

  it('tells apart calls that differ in method, path, query, body, language or currency', () => {
    const call = { method: 'GET', path: '/category/show' } as const;
    const keys = [
      answerKey(call, EN_INR),
      answerKey({ ...call, method: 'POST' }, EN_INR),
      answerKey({ ...call, path: '/category/shows' }, EN_INR),
      answerKey({ ...call, query: { page: 2 } }, EN_INR),
      answerKey({ ...call, body: {} }, EN_INR),
      answerKey(call, { lang: 'fr', currency: 'INR' }),
      answerKey(call, { lang: 'en', currency: 'EUR' }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps a value with a separator in it apart from two values', () => {
    const call = { method: 'GET', path: '/p' } as const;
    expect(answerKey({ ...call, query: { a: '1&b=2' } }, EN_INR)).not.toBe(
      answerKey({ ...call, query: { a: 1, b: 2 } }, EN_INR),
    );
  });
});
