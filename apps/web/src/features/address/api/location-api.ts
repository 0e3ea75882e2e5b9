import {
  locationEndpoints as ep,
  type City,
  type Country,
  type LocationQuery,
  type State,
} from '@aurelle/contract';
import { env } from '../../../config/env.ts';
import { api } from '../../../lib/api.ts';

/** Our /api/locations answers as the third-party service does; it wants its key header. */
const headers = () => ({ 'X-CSCAPI-KEY': env.apiKey });

export type PlaceQuery = LocationQuery & { country?: string; state?: string };

/** Countries, states and cities, a page at a time (spec §4 dropdown lists). */
export const locationApi = api.injectEndpoints({
  endpoints: (build) => ({
    countries: build.query<Country[], LocationQuery>({
      query: (params) => ({ url: ep.countries.path, params, headers: headers() }),
      responseSchema: ep.countries.response,
      extraOptions: { anonymous: true },
    }),
    states: build.query<State[], LocationQuery & { country: string }>({
      query: ({ country, ...params }) => ({
        url: ep.states.path.replace(':country', encodeURIComponent(country)),
        params,
        headers: headers(),
      }),
      responseSchema: ep.states.response,
      extraOptions: { anonymous: true },
    }),
    cities: build.query<City[], LocationQuery & { country: string; state: string }>({
      query: ({ country, state, ...params }) => ({
        url: ep.cities.path
          .replace(':country', encodeURIComponent(country))
          .replace(':state', encodeURIComponent(state)),
        params,
        headers: headers(),
      }),
      responseSchema: ep.cities.response,
      extraOptions: { anonymous: true },
    }),
  }),
});
