import type { Address } from '@aurelle/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { savedAddress } from '../../../testing/mocks/data.ts';
import { server } from '../../../testing/mocks/server.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { AddressPicker } from './address-picker.tsx';

const saved = (id: string, name: string, label: Address['label']) =>
  savedAddress({ _id: id, name, label, address1: `${id} MG Road` });

const home = saved('a1', 'Asha Rao', 'Home');
const office = saved('a2', 'Ravi Rao', 'Office');

function Picker({ addresses, first }: { addresses: Address[]; first: string | null }) {
  const [selected, setSelected] = useState(first);
  return <AddressPicker addresses={addresses} selectedId={selected} onSelect={setSelected} />;
}

const options = () => screen.queryAllByTestId('address-option');
const first = () => {
  const [option] = options();
  if (!option) throw new Error('no address shown');
  return option;
};

describe('AddressPicker (spec §2 Delivering to *, §4 address selection)', () => {
  // The form's country list loads as it opens (spec §4 location lists).
  beforeEach(() =>
    server.use(
      http.get('*/api/locations/countries', () =>
        HttpResponse.json([{ iso2: 'IN', name: 'India' }]),
      ),
    ),
  );

  it('shows the chosen address alone; unselecting reopens the list, choosing collapses it', async () => {
    renderWithProviders(<Picker addresses={[home, office]} first="a1" />);
    expect(screen.getByRole('heading', { name: /Delivering to/ })).toHaveTextContent('*');
    expect(options()).toHaveLength(1);
    expect(options()[0]).toHaveAttribute('aria-pressed', 'true');
    expect(options()[0]).toHaveTextContent('Asha Rao');

    await userEvent.click(first());
    expect(options()).toHaveLength(2);
    expect(options().every((o) => o.getAttribute('aria-pressed') === 'false')).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: /Ravi Rao/ }));
    expect(options()).toHaveLength(1);
    expect(options()[0]).toHaveTextContent('Office');
  });

  it('“Deliver elsewhere” reopens the list; “Add a new address” opens the form', async () => {
    renderWithProviders(<Picker addresses={[home]} first="a1" />);
    await userEvent.click(screen.getByRole('button', { name: 'Deliver elsewhere' }));
    expect(options()).toHaveLength(1);
    expect(options()[0]).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Add a new address' }));
    expect(await screen.findByRole('textbox', { name: /Address 1/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: /Address 1/ })).not.toBeInTheDocument();
  });

  it('opens the form at once when no address is saved', async () => {
    renderWithProviders(<Picker addresses={[]} first={null} />);
    expect(await screen.findByRole('textbox', { name: /Address 1/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });
});
