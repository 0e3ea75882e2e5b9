import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/mocks/server.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { LOCATION_PAGE_SIZE } from '../hooks/use-location-options.ts';
import { AddressForm } from './address-form.tsx';

const countries = Array.from({ length: 70 }, (_, i) => ({
  iso2: `C${String(i).padStart(2, '0')}`.slice(0, 2) + String.fromCharCode(65 + (i % 26)),
  name: `Country ${String(i).padStart(2, '0')}`,
}));
countries[0] = { iso2: 'IN', name: 'India' };

/** The location API as /api/locations answers it: pages of 50, searched by name. */
function locations(seen: string[] = []) {
  server.use(
    http.get('*/api/locations/countries', ({ request }) => {
      const url = new URL(request.url);
      seen.push(url.search);
      const page = Number(url.searchParams.get('page'));
      const limit = Number(url.searchParams.get('limit'));
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const found = countries.filter((c) => c.name.toLowerCase().includes(q));
      return HttpResponse.json(found.slice((page - 1) * limit, page * limit));
    }),
    http.get('*/api/locations/countries/IN/states', () =>
      HttpResponse.json([
        { iso2: 'MH', name: 'Maharashtra' },
        { iso2: 'KA', name: 'Karnataka' },
      ]),
    ),
    http.get('*/api/locations/countries/IN/states/:state/cities', ({ params }) =>
      HttpResponse.json(params.state === 'MH' ? [{ name: 'Mumbai' }, { name: 'Pune' }] : []),
    ),
  );
  return seen;
}

async function choose(label: RegExp, option: string) {
  const user = userEvent.setup();
  await user.click(screen.getByLabelText(label));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('AddressForm (spec §5 address rules)', () => {
  it('touches every field on submit and shows the first failure of each, focusing the first', async () => {
    locations();
    const user = userEvent.setup();
    renderWithProviders(<AddressForm onSaved={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Save address' }));
    for (const text of [
      'Name is Required!',
      'Phone Number is Required!',
      'Address 1 is Required!',
      'Country is Required!',
      'Pin Code is Required!',
    ])
      expect(await screen.findByText(text)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveFocus());
    // State and city wait, disabled, for a country (spec §5: no error on a disabled field).
    expect(screen.queryByText('State is Required!')).toBeNull();
    await choose(/^Country/, 'India');
    expect(await screen.findByText('State is Required!')).toBeInTheDocument();
    await choose(/^State/, 'Maharashtra');
    expect(await screen.findByText('City is Required!')).toBeInTheDocument();
  });

  it('checks each rule in order: letters, digits, pin code digits and length', async () => {
    locations();
    const user = userEvent.setup();
    renderWithProviders(<AddressForm onSaved={vi.fn()} />);
    await user.type(await screen.findByLabelText(/^Name/), 'Asha 9');
    await user.tab();
    expect(await screen.findByText('Name should contain only letters.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Phone number/), '98x76');
    expect(screen.getByLabelText(/^Phone number/)).toHaveValue('9876');
    await user.tab();
    expect(await screen.findByText('Invalid Phone Number')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Pin code/), '40a');
    await user.tab();
    expect(await screen.findByText('Invalid Pin Code')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Pin code/));
    await user.type(screen.getByLabelText(/^Pin code/), '4000');
    expect(await screen.findByText('Pin Code must be 6 digits')).toBeInTheDocument();
    expect(screen.queryByText('Address 2 is Required!')).toBeNull();
  });

  it('loads countries a page at a time, searches on the server, and clears state and city on a new country', async () => {
    const seen = locations();
    const user = userEvent.setup();
    renderWithProviders(<AddressForm onSaved={vi.fn()} />);
    await user.click(await screen.findByLabelText(/^Country/));
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(within(listbox).getAllByRole('option')).toHaveLength(LOCATION_PAGE_SIZE),
    );
    expect(seen[0]).toBe(`?page=1&limit=${LOCATION_PAGE_SIZE}`);
    await user.keyboard('ind');
    expect(await screen.findByRole('option', { name: 'India' })).toBeInTheDocument();
    await waitFor(() => expect(seen.at(-1)).toContain('q=ind'));
    await user.click(screen.getByRole('option', { name: 'India' }));
    await choose(/^State/, 'Maharashtra');
    await choose(/^City/, 'Mumbai');
    expect(screen.getByText('Mumbai')).toBeInTheDocument();
    await choose(/^State/, 'Karnataka');
    expect(screen.queryByText('Mumbai')).toBeNull();
  });

  it('saves a valid address with the location codes and says so', async () => {
    locations();
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/customer/address', async ({ request }) => {
        const body = (await request.json()) as Record<string, string>;
        bodies.push(body);
        const address = { _id: 'a1', address2: '', ...body };
        return HttpResponse.json({
          message: 'Address added successfully.',
          address,
          customer: {
            _id: 'c1',
            name: 'Asha Rao',
            email: '',
            phone: '',
            countryCode: '91',
            addresses: [address],
          },
          totalProducts: 0,
        });
      }),
    );
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<AddressForm onSaved={onSaved} />);
    await user.type(await screen.findByLabelText(/^Name/), 'Asha Rao');
    await user.type(screen.getByLabelText(/^Phone number/), '9876543210');
    await user.type(screen.getByLabelText(/^Address 1/), '12 Marine Drive');
    await choose(/^Country/, 'India');
    await choose(/^State/, 'Maharashtra');
    await choose(/^City/, 'Mumbai');
    await user.type(screen.getByLabelText(/^Pin code/), '400001');
    await user.click(screen.getByRole('radio', { name: 'Office' }));
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(bodies[0]).toEqual({
      name: 'Asha Rao',
      phone: '9876543210',
      address1: '12 Marine Drive',
      address2: '',
      country: 'India',
      state: 'Maharashtra',
      city: 'Mumbai',
      zipCode: '400001',
      label: 'Office',
      iso_country: 'IN',
      iso_state: 'MH',
    });
  });

  it('leaves a list empty with the §8 text when the location call fails', async () => {
    server.use(
      http.get('*/api/locations/countries', () =>
        HttpResponse.json({ message: 'down' }, { status: 502 }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<AddressForm onSaved={vi.fn()} />);
    expect(
      await screen.findByText('Failed to fetch country data: HTTP error! Status: 502.'),
    ).toBeInTheDocument();
    await user.click(screen.getByLabelText(/^Country/));
    expect(await screen.findByText('No options')).toBeInTheDocument();
  });
});
