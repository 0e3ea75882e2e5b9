import * as z from 'zod/mini';
import type { Endpoint } from '../http.ts';

/** The third-party CountryStateCity service's shapes (spec §7), served under /api/locations. */
export const countrySchema = z.object({ iso2: z.string(), name: z.string() });
export const stateSchema = z.object({ iso2: z.string(), name: z.string() });
export const citySchema = z.object({ name: z.string() });
export const countriesResponseSchema = z.array(countrySchema);
export const statesResponseSchema = z.array(stateSchema);
export const citiesResponseSchema = z.array(citySchema);

const iso2 = z.string().check(z.regex(/^[A-Za-z0-9]{1,3}$/, 'must be an ISO code'));
/** State codes run up to 5 characters and may hold a dash (MX `CDMX`, GB `SH-AC`). */
const stateCode = z.string().check(z.regex(/^[A-Za-z0-9-]{1,6}$/, 'must be an ISO code'));

/** Lists as long as a page can show; a page shorter than `limit` is the last (spec §4 dropdowns). */
export const LOCATION_PAGE_MAX = 500;

/**
 * Optional paging and search on every list (ours): without `page` and `limit` a list is
 * answered whole, as the third-party service answers it; `q` keeps the names that contain it
 * (case and accents ignored), so a dropdown can search the whole list, not only its loaded pages.
 */
export const locationQuerySchema = z.object({
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(LOCATION_PAGE_MAX))),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});
export type LocationQuery = z.infer<typeof locationQuerySchema>;

export type Country = z.infer<typeof countrySchema>;
export type State = z.infer<typeof stateSchema>;
export type City = z.infer<typeof citySchema>;

/** Checked against the X-CSCAPI-KEY header, like the real service. */
export const locationEndpoints = {
  countries: {
    operationId: 'listCountries',
    summary: 'List countries',
    tag: 'location',
    access: 'locationKey',
    method: 'GET',
    path: '/locations/countries',
    query: locationQuerySchema,
    response: countriesResponseSchema,
    responseName: 'CountriesResponse',
    responseDescription: 'The countries, or the page of them asked for',
  },
  states: {
    operationId: 'listStates',
    summary: "List a country's states",
    tag: 'location',
    access: 'locationKey',
    method: 'GET',
    path: '/locations/countries/:country/states',
    params: z.object({ country: iso2 }),
    query: locationQuerySchema,
    response: statesResponseSchema,
    responseName: 'StatesResponse',
    responseDescription: "The country's states, or the page of them asked for",
  },
  cities: {
    operationId: 'listCities',
    summary: "List a state's cities",
    tag: 'location',
    access: 'locationKey',
    method: 'GET',
    path: '/locations/countries/:country/states/:state/cities',
    params: z.object({ country: iso2, state: stateCode }),
    query: locationQuerySchema,
    response: citiesResponseSchema,
    responseName: 'CitiesResponse',
    responseDescription: "The state's cities, or the page of them asked for",
  },
} as const satisfies Record<string, Endpoint>;
