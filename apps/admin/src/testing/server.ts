import { adminEndpoints } from '@aurelle/contract';
import { http, HttpResponse, type HttpResponseResolver, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import type { EndpointName } from '../lib/api.ts';

const METHODS = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

/** A handler for one of the contract's calls, at its path under /api. */
export function answer(name: EndpointName, resolver: HttpResponseResolver) {
  const { method, path } = adminEndpoints[name];
  return METHODS[method](`*/api${path}`, resolver);
}

/** A handler for a list call that keeps each call's query in `calls` and answers `page(query)`. */
export function answerPages(
  name: EndpointName,
  calls: URLSearchParams[],
  page: (query: URLSearchParams) => JsonBodyType,
) {
  return answer(name, ({ request }) => {
    const query = new URL(request.url).searchParams;
    calls.push(query);
    return HttpResponse.json(page(query));
  });
}

/**
 * A list call of two pages, each call's query kept in `calls`: `page` each time, the first with
 * the next page's cursor `cursor-2`, the second with none.
 */
export function answerTwoPages(
  name: EndpointName,
  calls: URLSearchParams[],
  page: Record<string, JsonBodyType>,
) {
  return answerPages(name, calls, (query) => ({
    ...page,
    next: query.get('after') ? null : 'cursor-2',
  }));
}

/** A handler that keeps each call's body in `bodies`, then answers `reply()`. */
export function answerKeepingBodies(
  name: EndpointName,
  bodies: unknown[],
  reply: () => Response | Promise<Response>,
) {
  return answer(name, async ({ request }) => {
    bodies.push(await request.json());
    return reply();
  });
}

/** The API's refusal of one field: its `message`, shown under `field`, with a 400. */
export const fieldRefusal = (field: string, message: string) =>
  HttpResponse.json({ message, errors: { [field]: message } }, { status: 400 });

/**
 * One default answer: the order counts the shell asks for on every screen (the Orders entry's
 * badge), as none. Any other call, each test says what the API answers.
 */
export const server = setupServer(
  answer('orderCounts', () =>
    HttpResponse.json({
      counts: { Placed: 0, Packed: 0, Shipped: 0, Delivered: 0, Cancelled: 0, Released: 0 },
      toShip: 0,
      latestAt: null,
    }),
  ),
);
