import type { City, Country, State } from '@aurelle/contract';
import type * as CountryStateCity from 'country-state-city';

type Dataset = typeof CountryStateCity;
let dataset: Promise<Dataset> | null = null;

/** The bundled dataset is large and slow to parse (docs/decisions/0023): load it on first use. */
function load(): Promise<Dataset> {
  dataset ??= import('country-state-city');
  return dataset;
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');

/** Countries, states and cities from the bundled dataset, in the CountryStateCity service's shapes. */
export const bundledLocations = {
  async countries(): Promise<Country[]> {
    const { Country } = await load();
    return Country.getAllCountries()
      .map((c) => ({ iso2: c.isoCode, name: c.name }))
      .sort(byName);
  },
  /** An unknown country has no states: an empty list, as the lists in the web expect. */
  async states(country: string): Promise<State[]> {
    const { State } = await load();
    return State.getStatesOfCountry(country)
      .map((s) => ({ iso2: s.isoCode, name: s.name }))
      .sort(byName);
  },
  async cities(country: string, state: string): Promise<City[]> {
    const { City } = await load();
    return City.getCitiesOfState(country, state)
      .map((c) => ({ name: c.name }))
      .sort(byName);
  },
};

export type LocationSource = typeof bundledLocations;
