import { screen, within } from '@testing-library/react';

/** The body rows of the table in the region named `name`, once it shows. */
export async function findRows(name: string) {
  const table = await screen.findByRole('region', { name });
  return within(table).getAllByRole('row').slice(1);
}
