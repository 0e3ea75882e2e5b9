import { adminEndpoints } from '@aurelle/contract';
import { http, type HttpResponseResolver } from 'msw';
import { setupServer } from 'msw/node';
import type { EndpointName } from '../lib/api.ts';

/** No default answers: each test says what the API answers to the calls it expects. */
export const server = setupServer();

const METHODS = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

/** A handler for one of the contract's calls, at its path under /api. */
export function answer(name: EndpointName, resolver: HttpResponseResolver) {
  const { method, path } = adminEndpoints[name];
  return METHODS[method](`*/api${path}`, resolver);
}
