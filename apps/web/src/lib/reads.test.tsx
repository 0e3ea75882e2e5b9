import { act, render, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { ANSWERS_ELEMENT_ID, answerKey } from '@aurelle/contract';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { server } from '../testing/mocks/server.ts';
import { errorKind, errorMessage } from './api-error.ts';
import {
  defineRead,
  fetchRead,
  invalidateReads,
  resetReads,
  skipRead,
  useRead,
  type Read,
} from './reads.ts';
import { getToken, setToken } from './session.ts';

type Answer = { word: string };
const wordRead = defineRead<string, Answer>('probeWord', {
  request: (word) => ({ url: `/probe/${word}` }),
});
const taggedRead = defineRead<string, Answer>('probeTagged', {
  request: (word) => ({ url: `/probe/${word}` }),
  tags: ['InFocus'],
});
const checkedRead = defineRead<string, Answer>('probeChecked', {
  request: (word) => ({ url: `/probe/${word}` }),
  schema: z.object({ word: z.string() }),
});
const listRead = defineRead<{ page: number; sort?: string }, Answer>('probeList', {
  request: ({ page, sort }) => ({
    url: '/probe-list',
    method: 'POST',
    params: { page, sort },
    body: {},
  }),
});

/** Answers `/api/probe/:word` with the word and the call's language; counts the calls per word. */
function answerWords() {
  const calls: Record<string, number> = {};
  const seen: Request[] = [];
  server.use(
    http.get('*/api/probe/:word', ({ params, request }) => {
      const word = String(params.word);
      calls[word] = (calls[word] ?? 0) + 1;
      seen.push(request);
      if (word === 'broken') return HttpResponse.json({ message: 'Out of stock' }, { status: 500 });
      if (word === 'expired') return HttpResponse.json({ message: 'Sign in' }, { status: 401 });
      if (word === 'odd') return HttpResponse.json({ other: 1 });
      if (word === 'garbled') return new HttpResponse('<html>', { status: 200 });
      return HttpResponse.json({
        word: `${word}:${request.headers.get('Accept-Language')}#${calls[word]}`,
      });
    }),
  );
  return { calls, seen };
}

function Word({ read = wordRead, word }: { read?: Read<string, Answer>; word: string }) {
  const { data, isLoading, isError, error } = useRead(read, word);
  if (isLoading) return <p>loading {word}</p>;
  if (isError)
    return (
      <p>
        failed {errorKind(error)}: {errorMessage(error, 'generic')}
      </p>
    );
  return <p>{data?.word}</p>;
}

describe('catalogue reads (lib/reads.ts)', () => {
  it('asks once for what two components show, and shows it in both', async () => {
    const { calls } = answerWords();
    render(
      <>
        <Word word="ring" />
        <Word word="ring" />
      </>,
    );
    expect(screen.getAllByText('loading ring')).toHaveLength(2);
    expect(await screen.findAllByText('ring:en#1')).toHaveLength(2);
    expect(calls.ring).toBe(1);
  });

  it('sends the key, language and currency, and the token unless the read is anonymous', async () => {
    const { seen } = answerWords();
    Cookies.set('selectedLanguage', '{"code":"fr"}');
    Cookies.set('selectedCurrency', '{"code":"EUR","symbol":"€"}');
    setToken('secret-token');
    await fetchRead(wordRead, 'ring');
    const anonymous = defineRead<string, Answer>('probeAnonymous', {
      request: (word) => ({ url: `/probe/${word}` }),
      anonymous: true,
    });
    await fetchRead(anonymous, 'pearl');
    const [withToken, withoutToken] = seen.map((request) => request.headers);
    expect(withToken?.get('X-Api-Key')).toBeTruthy();
    expect(withToken?.get('Accept-Language')).toBe('fr');
    expect(withToken?.get('X-Currency')).toBe('EUR');
    expect(withToken?.get('Authorization')).toBe('Bearer secret-token');
    expect(withoutToken?.get('Authorization')).toBeNull();
  });

  it('shows what was asked for ahead (the first screen data) without asking again', async () => {
    const { calls } = answerWords();
    await fetchRead(wordRead, 'hero');
    render(<Word word="hero" />);
    expect(screen.getByText('hero:en#1')).toBeInTheDocument();
    expect(calls.hero).toBe(1);
  });

  it('gives the spec §8 kinds, with the server message, and asks again when shown again', async () => {
    const { calls } = answerWords();
    const { unmount } = render(<Word word="broken" />);
    expect(await screen.findByText('failed http: Out of stock')).toBeInTheDocument();
    unmount();
    render(<Word word="broken" />);
    await waitFor(() => expect(calls.broken).toBe(2));
    expect(await fetchRead(wordRead, 'garbled')).toMatchObject({
      error: { status: 'PARSING_ERROR', originalStatus: 200, data: '<html>' },
    });
    server.use(http.get('*/api/probe/offline', () => HttpResponse.error()));
    expect(await fetchRead(wordRead, 'offline')).toMatchObject({
      error: { status: 'FETCH_ERROR' },
    });
  });

  it('fails an answer that does not match its schema as a parsing error', async () => {
    answerWords();
    render(<Word read={checkedRead} word="odd" />);
    expect(await screen.findByText('failed parsing: generic')).toBeInTheDocument();
  });

  it('drops a token the server refuses (spec §4), and only that token', async () => {
    answerWords();
    setToken('old-token');
    await fetchRead(wordRead, 'expired');
    expect(getToken()).toBeNull();
  });

  it('keeps showing the last answer while new arguments are asked for, as a list does', async () => {
    const pages: string[] = [];
    server.use(
      http.post('*/api/probe-list', ({ request }) => {
        const url = new URL(request.url);
        pages.push(url.search);
        return HttpResponse.json({ word: `page ${url.searchParams.get('page')}` });
      }),
    );
    function List() {
      const [page, setPage] = useState(1);
      const { data, isFetching, isLoading } = useRead(listRead, { page });
      return (
        <>
          <p>{isLoading ? 'loading' : `${data?.word}${isFetching ? ' (updating)' : ''}`}</p>
          <button onClick={() => setPage(2)}>next</button>
        </>
      );
    }
    render(<List />);
    expect(await screen.findByText('page 1')).toBeInTheDocument();
    act(() => screen.getByText('next').click());
    expect(screen.getByText('page 1 (updating)')).toBeInTheDocument();
    expect(await screen.findByText('page 2')).toBeInTheDocument();
    // Undefined parameters are left out, as fetchBaseQuery leaves them out.
    expect(pages).toEqual(['?page=1', '?page=2']);
  });

  it('asks for nothing while skipped', async () => {
    const { calls } = answerWords();
    function Skipped() {
      const { data, isLoading } = useRead(wordRead, skipRead);
      return <p>{isLoading ? 'loading' : String(data)}</p>;
    }
    render(<Skipped />);
    expect(screen.getByText('undefined')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual({});
  });

  it('asks again for a shown read whose tag a change refreshes, and forgets one not shown', async () => {
    const { calls } = answerWords();
    await fetchRead(taggedRead, 'hidden');
    render(<Word read={taggedRead} word="bridal" />);
    expect(await screen.findByText('bridal:en#1')).toBeInTheDocument();
    act(() => invalidateReads(['InFocus']));
    // The last answer stays on screen until the new one comes.
    expect(screen.getByText('bridal:en#1')).toBeInTheDocument();
    expect(await screen.findByText('bridal:en#2')).toBeInTheDocument();
    expect(calls.hidden).toBe(1);
    await fetchRead(taggedRead, 'hidden');
    expect(calls.hidden).toBe(2);
  });

  it('asks again, in the new language, for everything shown after a reset', async () => {
    answerWords();
    render(<Word word="story" />);
    expect(await screen.findByText('story:en#1')).toBeInTheDocument();
    Cookies.set('selectedLanguage', '{"code":"fr"}');
    act(() => resetReads());
    expect(await screen.findByText('loading story')).toBeInTheDocument();
    expect(await screen.findByText('story:fr#2')).toBeInTheDocument();
  });
});

describe('a visitor’s first screen answered from the page (docs/decisions/0064)', () => {
  /** The page as the server writes it: the answers to the given calls, in English and INR. */
  function pageWith(answers: [Parameters<typeof answerKey>[0], unknown][], view = EN_INR) {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = ANSWERS_ELEMENT_ID;
    element.textContent = JSON.stringify(
      answers.map(([call, body]) => [answerKey(call, view), body]),
    );
    document.body.append(element);
  }
  const EN_INR = { lang: 'en', currency: 'INR' } as const;
  afterEach(() => document.getElementById(ANSWERS_ELEMENT_ID)?.remove());

  it('draws the page’s answer without a call, once: the next time it asks the API', async () => {
    const { calls } = answerWords();
    pageWith([[{ method: 'GET', path: '/probe/ring' }, { word: 'from the page' }]]);
    render(<Word word="ring" />);
    expect(await screen.findByText('from the page')).toBeInTheDocument();
    expect(calls.ring).toBeUndefined();
    // The script is read once and gone: the page holds no stale copy.
    expect(document.getElementById(ANSWERS_ELEMENT_ID)).toBeNull();
    act(() => resetReads());
    expect(await screen.findByText('ring:en#1')).toBeInTheDocument();
  });

  it('matches a list’s call whatever the order of its query, without the values left out', async () => {
    const pages: string[] = [];
    server.use(
      http.post('*/api/probe-list', ({ request }) => {
        pages.push(new URL(request.url).search);
        return HttpResponse.json({ word: 'from the API' });
      }),
    );
    pageWith([
      [{ method: 'POST', path: '/probe-list', query: { page: 1 }, body: {} }, { word: 'page one' }],
    ]);
    expect(await fetchRead(listRead, { sort: undefined, page: 1 })).toEqual({
      data: { word: 'page one' },
    });
    expect(await fetchRead(listRead, { page: 2 })).toEqual({ data: { word: 'from the API' } });
    expect(pages).toEqual(['?page=2']);
  });

  it('asks the API for a signed-in shopper’s own answer (wishlist flags) and in another language', async () => {
    const { calls } = answerWords();
    pageWith([
      [{ method: 'GET', path: '/probe/ring' }, { word: 'from the page' }],
      [{ method: 'GET', path: '/probe/pearl' }, { word: 'from the page' }],
    ]);
    setToken('secret-token');
    expect(await fetchRead(wordRead, 'ring')).toEqual({ data: { word: 'ring:en#1' } });
    setToken(null);
    Cookies.set('selectedLanguage', '{"code":"fr"}');
    expect(await fetchRead(wordRead, 'pearl')).toEqual({ data: { word: 'pearl:fr#1' } });
    expect(calls).toEqual({ ring: 1, pearl: 1 });
  });

  it('checks a page’s answer against the read’s schema as it checks the API’s', async () => {
    answerWords();
    pageWith([[{ method: 'GET', path: '/probe/odd' }, { other: 1 }]]);
    render(<Word read={checkedRead} word="odd" />);
    expect(await screen.findByText('failed parsing: generic')).toBeInTheDocument();
  });
});
