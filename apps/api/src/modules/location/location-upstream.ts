import { z } from 'zod';
import type { LocationSource } from './location-dataset.ts';

export type LocationUpstream = { url: string; key: string; timeoutMs: number };

/** What the CountryStateCity service answers; only the fields the storefront uses are kept. */
const namedWithCode = z.array(z.object({ iso2: z.string().min(1), name: z.string().min(1) }));
const named = z.array(z.object({ name: z.string().min(1) }));

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');

/** A failed call, named by its path only: the key travels in a header and never in a message. */
export class UpstreamError extends Error {
  constructor(
    readonly path: string,
    reason: string,
  ) {
    super(`${path}: ${reason}`);
    this.name = 'UpstreamError';
  }
}

/**
 * The third-party location service, called by the API with its key in `X-CSCAPI-KEY` (the
 * CountryStateCity API's header). Every call is bounded by the timeout; any failure (network,
 * timeout, non-2xx, an unexpected shape) throws an UpstreamError.
 */
export function createUpstreamLocations({ url, key, timeoutMs }: LocationUpstream): LocationSource {
  async function get<T>(path: string, schema: z.ZodType<T>): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${url}${path}`, {
        headers: { 'X-CSCAPI-KEY': key, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new UpstreamError(
        path,
        timedOut ? `no answer within ${timeoutMs} ms` : String((error as Error).message),
      );
    }
    // The service's answer to a country or state it does not know: none, as the bundled dataset says.
    if (response.status === 404) {
      await response.body?.cancel();
      return schema.parse([]);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new UpstreamError(path, `HTTP ${response.status}`);
    }
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new UpstreamError(path, 'unexpected answer');
    return parsed.data;
  }

  const code = (value: string) => encodeURIComponent(value);
  return {
    async countries() {
      const countries = await get('/countries', namedWithCode);
      return countries.map(({ iso2, name }) => ({ iso2, name })).sort(byName);
    },
    async states(country) {
      const states = await get(`/countries/${code(country)}/states`, namedWithCode);
      return states.map(({ iso2, name }) => ({ iso2, name })).sort(byName);
    },
    async cities(country, state) {
      const cities = await get(`/countries/${code(country)}/states/${code(state)}/cities`, named);
      return cities.map(({ name }) => ({ name })).sort(byName);
    },
  };
}
