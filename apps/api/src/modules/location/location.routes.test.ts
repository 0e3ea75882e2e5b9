import { describe, expect, it } from 'vitest';
import {
  citiesResponseSchema,
  countriesResponseSchema,
  statesResponseSchema,
} from '@aurelle/contract';
import { TEST_API_KEY } from '../../../test/build-test-app.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { expectRevalidates } from '../../../test/http-cache.ts';

// The browser sends the storefront key, public by design, where the real service wants its key.
const LOCATION_KEY = TEST_API_KEY;
const t = useTestApp();

const get = (url: string, headers: Record<string, string> = { 'x-cscapi-key': LOCATION_KEY }) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/locations/…', () => {
  it('lists countries as { iso2, name }', async () => {
    const res = await get('/api/locations/countries');
    expect(res.statusCode).toBe(200);
    const countries = countriesResponseSchema.parse(res.json());
    expect(countries.length).toBeGreaterThan(200);
    expect(countries).toContainEqual({ iso2: 'IN', name: 'India' });
    expect(countries[0]).toEqual({ iso2: expect.any(String), name: expect.any(String) });
  });

  it("lists a country's states and a state's cities", async () => {
    const states = statesResponseSchema.parse(
      (await get('/api/locations/countries/IN/states')).json(),
    );
    expect(states).toContainEqual({ iso2: 'MH', name: 'Maharashtra' });
    const cities = citiesResponseSchema.parse(
      (await get('/api/locations/countries/IN/states/MH/cities')).json(),
    );
    expect(cities).toContainEqual({ name: 'Mumbai' });
    expect(cities[0]).toEqual({ name: expect.any(String) });
    const lower = citiesResponseSchema.parse(
      (await get('/api/locations/countries/in/states/mh/cities')).json(),
    );
    expect(lower).toEqual(cities);
  });

  it('answers a page of a list when asked, the last one short, and searches the whole list', async () => {
    const all = countriesResponseSchema.parse((await get('/api/locations/countries')).json());
    const first = countriesResponseSchema.parse(
      (await get('/api/locations/countries?page=1&limit=20')).json(),
    );
    const second = countriesResponseSchema.parse(
      (await get('/api/locations/countries?page=2&limit=20')).json(),
    );
    expect(first).toEqual(all.slice(0, 20));
    expect(second).toEqual(all.slice(20, 40));
    const lastPage = Math.ceil(all.length / 20);
    const last = (await get(`/api/locations/countries?page=${lastPage}&limit=20`)).json();
    expect(last.length).toBeLessThan(20);
    expect((await get(`/api/locations/countries?page=${lastPage + 1}&limit=20`)).json()).toEqual(
      [],
    );
    // Case and accents aside: 'sao' finds São Paulo among Brazil's states.
    const found = statesResponseSchema.parse(
      (await get('/api/locations/countries/BR/states?q=SAO&page=1&limit=10')).json(),
    );
    expect(found.map((state) => state.name)).toContain('São Paulo');
    expect(found.every((state) => /s[aã]o/i.test(state.name))).toBe(true);
    const mumbai = citiesResponseSchema.parse(
      (await get('/api/locations/countries/IN/states/MH/cities?q=mumb')).json(),
    );
    expect(mumbai).toContainEqual({ name: 'Mumbai' });
  });

  it('refuses a page size out of range with a 400', async () => {
    for (const query of ['limit=0', 'limit=501', 'page=0&limit=10', 'limit=ten']) {
      const res = await get(`/api/locations/countries?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toHaveProperty('message');
    }
  });

  it('accepts longer state codes such as Mexico City (CDMX)', async () => {
    const cities = citiesResponseSchema.parse(
      (await get('/api/locations/countries/MX/states/CDMX/cities')).json(),
    );
    expect(cities.length).toBeGreaterThan(0);
  });

  it('answers an unknown country or state with an empty list', async () => {
    expect((await get('/api/locations/countries/XX/states')).json()).toEqual([]);
    expect((await get('/api/locations/countries/IN/states/ZZ/cities')).json()).toEqual([]);
  });

  it('checks X-CSCAPI-KEY like the real service, with the storefront key in it', async () => {
    for (const headers of [
      {},
      { 'x-cscapi-key': 'wrong' },
      { 'x-api-key': TEST_API_KEY },
    ] as Record<string, string>[]) {
      const res = await get('/api/locations/countries', headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
  });

  it('answers malformed codes with a 400', async () => {
    expect((await get('/api/locations/countries/INDIA/states')).statusCode).toBe(400);
    expect(
      (await get(`/api/locations/countries/IN/states/${encodeURIComponent("M'H")}/cities`))
        .statusCode,
    ).toBe(400);
  });

  it('sends an ETag, a day of public caching and honours If-None-Match', async () => {
    await expectRevalidates(t, '/api/locations/countries/IN/states', 'public, max-age=86400', {
      'x-cscapi-key': LOCATION_KEY,
    });
  });
});
