import { ApiError } from '@aurelle/client';
import { locationEndpoints as ep, type LocationQuery } from '@aurelle/contract';
import { env } from '../../../config/env.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export type PlaceList =
  | { kind: 'countries' }
  | { kind: 'states'; country: string }
  | { kind: 'cities'; country: string; state: string };

export type PlaceRow = { iso2?: string; name: string };

function pathOf(list: PlaceList): string {
  if (list.kind === 'countries') return ep.countries.path;
  const country = encodeURIComponent(list.country);
  if (list.kind === 'states') return ep.states.path.replace(':country', country);
  return ep.cities.path
    .replace(':country', country)
    .replace(':state', encodeURIComponent(list.state));
}

/**
 * A page of countries, states or cities (spec §4 dropdown lists). Our /api/locations answers as
 * the third-party service does and wants its key header; an answer that is not an array fails
 * as a parsing error (spec §8).
 */
export async function fetchPlaces(list: PlaceList, query: LocationQuery): Promise<PlaceRow[]> {
  const rows = await apiFetch<unknown>(
    { method: 'GET', path: pathOf(list), query, anonymous: true },
    { headers: { 'X-CSCAPI-KEY': env.apiKey } },
  );
  if (!Array.isArray(rows)) throw new ApiError('parsing', 200, rows);
  return rows as PlaceRow[];
}
