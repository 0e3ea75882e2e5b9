import type { FastifyBaseLogger } from 'fastify';
import type { City, Country, State } from '@aurelle/contract';
import { bundledLocations } from './location-dataset.ts';
import { createUpstreamLocations, type LocationUpstream } from './location-upstream.ts';

export type LocationServiceOptions = {
  /** The third-party service to ask first; the bundled dataset answers when it is unset. */
  upstream?: LocationUpstream | undefined;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  now?: () => number;
};

/** A service's answers are kept a day: countries, states and cities hardly ever change. */
const UPSTREAM_TTL_MS = 24 * 60 * 60 * 1000;
/** About one entry per state a shop's customers live in: more than a shop needs, bounded. */
const MAX_ENTRIES = 2000;
/** After a failure the service is left alone this long, so customers do not each wait for it. */
const RETRY_AFTER_MS = 30_000;

type Entry<T> = { value: Promise<T>; expires: number };

/** A bounded map of answers: the oldest goes first once it is full. */
function boundedCache(now: () => number) {
  const entries = new Map<string, Entry<unknown>>();
  return {
    get<T>(key: string): Promise<T> | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value as Promise<T>;
    },
    set<T>(key: string, value: Promise<T>, ttlMs: number) {
      entries.set(key, { value, expires: now() + ttlMs });
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value ?? '');
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
    },
  };
}

/**
 * Countries, states and cities in the CountryStateCity service's shapes (docs/decisions/0020).
 * With an upstream, the API asks that service (its key stays on the server), keeps its answers in
 * memory, and answers from the bundled dataset with a logged warning when it fails or is slow.
 * Each answer is the same array for as long as it is cached, so callers may keep its serialization.
 */
export function createLocationService({
  upstream,
  log,
  now = Date.now,
}: LocationServiceOptions = {}) {
  const cache = boundedCache(now);
  const remote = upstream ? createUpstreamLocations(upstream) : undefined;
  let downUntil = Number.NEGATIVE_INFINITY;

  function bundled<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = cache.get<T>(`bundled|${key}`);
    if (hit) return hit;
    const value = load();
    cache.set(`bundled|${key}`, value, Number.POSITIVE_INFINITY);
    return value;
  }

  async function answer<T>(
    key: string,
    fromUpstream: (() => Promise<T>) | undefined,
    fromBundled: () => Promise<T>,
  ): Promise<T> {
    if (!fromUpstream || now() < downUntil) return bundled(key, fromBundled);
    const hit = cache.get<T>(`upstream|${key}`);
    if (hit) return hit;
    const value = fromUpstream();
    cache.set(`upstream|${key}`, value, UPSTREAM_TTL_MS);
    try {
      return await value;
    } catch (error) {
      downUntil = now() + RETRY_AFTER_MS;
      log?.warn(
        { err: error instanceof Error ? error.message : String(error) },
        'location service failed; answering from the bundled dataset',
      );
      return bundled(key, fromBundled);
    }
  }

  return {
    countries(): Promise<Country[]> {
      return answer('countries', remote?.countries, bundledLocations.countries);
    },
    /** An unknown country has no states: an empty list, as the lists in the web expect. */
    states(country: string): Promise<State[]> {
      const c = country.toUpperCase();
      return answer(`states|${c}`, remote && (() => remote.states(c)), () =>
        bundledLocations.states(c),
      );
    },
    cities(country: string, state: string): Promise<City[]> {
      const [c, s] = [country.toUpperCase(), state.toUpperCase()];
      return answer(`cities|${c}|${s}`, remote && (() => remote.cities(c, s)), () =>
        bundledLocations.cities(c, s),
      );
    },
  };
}

export type LocationService = ReturnType<typeof createLocationService>;
