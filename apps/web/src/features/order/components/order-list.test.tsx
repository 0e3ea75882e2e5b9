import type { Order, OrderListResponse } from '@aurelle/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import { server } from '../../../testing/mocks/server.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { OrderList } from './order-list.tsx';

const line = (over: Partial<Order['lines'][number]> = {}): Order['lines'][number] => ({
  _id: 'l1',
  product_id: 'p1',
  name: 'Halo ring',
  sku: 'HR-1',
  image: [],
  quantity: 1,
  variants: [{ optionValue: '14' }, { optionValue: 'rose' }],
  options: ['Ring size: 14', 'Metal: Rose gold'],
  orderStatus: 'Placed',
  huids: [],
  price: 103_000,
  priceFormatted: '₹1,03,000',
  lineTotalFormatted: '₹1,03,000',
  ...over,
});

const order = (over: Partial<Order> = {}): Order => ({
  _id: 'o1',
  orderNumber: 'AU-100123',
  status: 'Placed',
  orderType: 'placed',
  paymentMethod: 'razorpay',
  paymentStatus: 'paid',
  createdAt: '2031-03-01T09:00:00.000Z',
  currency: 'INR',
  lines: [line()],
  subtotal: 103_000,
  subtotalFormatted: '₹1,03,000',
  discount: 0,
  discountFormatted: '₹0',
  shippingCost: 0,
  shippingCostFormatted: '₹0',
  total: 103_000,
  totalFormatted: '₹1,03,000',
  gst: 3000,
  gstFormatted: '₹3,000',
  couponCode: null,
  shippingOption: 'Aurelle',
  address: {
    _id: 'a1',
    name: 'Asha Rao',
    phone: '9876543210',
    address1: '12 MG Road',
    address2: null,
    city: 'Bengaluru',
    state: 'Karnataka',
    country: 'India',
    zipCode: '560001',
    label: 'Home',
  },
  packedAt: null,
  shippedAt: null,
  deliveredAt: null,
  cancelledAt: null,
  tracking: null,
  refunds: [],
  refundedFormatted: null,
  invoice: null,
  creditNotes: [],
  ...over,
});

const shipped = order({
  _id: 'o-shipped',
  orderNumber: 'AU-100200',
  status: 'Shipped',
  packedAt: '2031-03-02T10:00:00.000Z',
  shippedAt: '2031-03-03T11:00:00.000Z',
  tracking: {
    carrier: 'Blue Dart',
    number: 'BD 1234-5678',
    url: 'https://track.example/BD12345678',
  },
  lines: [line({ orderStatus: 'Shipped', quantity: 2, huids: ['AB12CD', 'EF34GH'] })],
  refunds: [
    {
      amount: 100,
      amountFormatted: '₹100',
      status: 'processed',
      createdAt: '2031-03-05T09:00:00.000Z',
    },
    {
      amount: 50,
      amountFormatted: '₹50',
      status: 'pending',
      createdAt: '2031-03-06T09:00:00.000Z',
    },
  ],
  refundedFormatted: '₹100',
  invoice: { number: 'AUR/26-27/000042', url: '/api/order/o-shipped/invoice' },
  creditNotes: [
    {
      number: 'AUR/26-27/C00007',
      url: '/api/order/o-shipped/credit-notes/cn-1',
      issuedAt: '2031-03-05T09:00:00.000Z',
    },
  ],
});

const delivered = order({
  _id: 'o-delivered',
  orderNumber: 'AU-100201',
  status: 'Delivered',
  paymentMethod: 'POD',
  paymentStatus: 'not_required',
  packedAt: '2031-03-02T10:00:00.000Z',
  shippedAt: '2031-03-03T11:00:00.000Z',
  deliveredAt: '2031-03-04T12:00:00.000Z',
  tracking: { carrier: 'Delhivery', number: 'DL998877', url: null },
});

const cancelled = order({
  _id: 'o-cancelled',
  orderNumber: 'AU-100202',
  status: 'Cancelled',
  orderType: 'cancelled',
  cancelledAt: '2031-03-04T08:00:00.000Z',
  currency: 'EUR',
  totalFormatted: '€22.66',
});

const released = order({
  _id: 'o-released',
  orderNumber: 'AU-100203',
  status: 'Released',
  orderType: 'released',
  paymentStatus: 'failed',
});

const pending = order({
  _id: 'o-pending',
  orderNumber: 'AU-100204',
  orderType: 'pending',
  paymentStatus: 'pending',
});

/** GET /order/ answers these orders (whatever the filter), and records each query's orderType. */
function answer(orders: Order[]) {
  const asked: (string | null)[] = [];
  server.use(
    http.get('*/api/order/', ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('orderType'));
      const body: OrderListResponse = {
        orders,
        total: orders.length,
        page: 1,
        limit: 10,
        totalPages: 1,
      };
      return HttpResponse.json(body);
    }),
  );
  return asked;
}

const card = async (number: string) =>
  screen.findByRole('article', { name: new RegExp(`${number}$`) });

describe('OrderList: an order after it is placed', () => {
  beforeEach(() => setToken('token-1'));
  afterEach(() => setToken(null));

  it('shows each status in words, and the progress of a confirmed order', async () => {
    answer([shipped, delivered, cancelled, released, pending, order()]);
    renderWithProviders(<OrderList />);

    const one = await card('AU-100200');
    expect(within(one).getByText('Shipped', { selector: 'span[data-stage]' })).toBeVisible();
    const progress = within(one).getByRole('list', { name: 'Order progress' });
    const steps = within(progress).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Placed1 Mar',
      'Packed2 Mar',
      'Shipped3 Mar',
      'Delivered',
    ]);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(steps[3]).not.toHaveAttribute('aria-current');

    const done = await card('AU-100201');
    expect(within(done).getByText('Delivered', { selector: 'span[data-stage]' })).toBeVisible();
    const last = within(within(done).getByRole('list', { name: 'Order progress' }))
      .getAllByRole('listitem')
      .at(-1);
    expect(last).toHaveAttribute('aria-current', 'step');
    expect(last).toHaveTextContent('Delivered4 Mar');

    // Cancelled and released say so plainly, with no progress line.
    const gone = await card('AU-100202');
    expect(within(gone).getByText('Cancelled', { selector: 'span[data-stage]' })).toBeVisible();
    expect(within(gone).getByText(/^Cancelled on 4 March 2031\./)).toBeVisible();
    expect(within(gone).getByText(/being refunded in full/)).toBeVisible();
    expect(within(gone).queryByRole('list', { name: 'Order progress' })).toBeNull();
    const lapsed = await card('AU-100203');
    expect(within(lapsed).getByText('Payment not completed')).toBeVisible();
    expect(
      within(lapsed).getByText('The payment was not completed, so this order was not placed.'),
    ).toBeVisible();
    expect(within(lapsed).queryByRole('list', { name: 'Order progress' })).toBeNull();
    const waiting = await card('AU-100204');
    expect(within(waiting).getByText('Awaiting payment')).toBeVisible();
    expect(within(waiting).queryByRole('list', { name: 'Order progress' })).toBeNull();

    const fresh = await card('AU-100123');
    const first = within(within(fresh).getByRole('list', { name: 'Order progress' })).getAllByRole(
      'listitem',
    )[0];
    expect(first).toHaveAttribute('aria-current', 'step');
  });

  it('gives the carrier and tracking number, with the tracking page in a new tab', async () => {
    answer([shipped, delivered]);
    renderWithProviders(<OrderList />);
    const one = await card('AU-100200');
    expect(within(one).getByText('Blue Dart')).toBeVisible();
    expect(within(one).getByText('BD 1234-5678')).toBeVisible();
    const link = within(one).getByRole('link', { name: 'Track your parcel (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://track.example/BD12345678');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // No tracking page: the number alone, no link.
    const two = await card('AU-100201');
    expect(within(two).getByText('DL998877')).toBeVisible();
    expect(within(two).queryByRole('link')).toBeNull();
  });

  it('never links a tracking address that is not a web page', async () => {
    answer([
      order({ tracking: { carrier: 'Blue Dart', number: 'BD1', url: 'javascript:alert(1)' } }),
    ]);
    renderWithProviders(<OrderList />);
    const one = await card('AU-100123');
    expect(within(one).getByText('BD1')).toBeVisible();
    expect(within(one).queryByRole('link')).toBeNull();
  });

  it('lists the refunds, pending or back, and the total refunded', async () => {
    answer([shipped]);
    renderWithProviders(<OrderList />);
    const one = await card('AU-100200');
    const refunds = within(one).getByRole('region', { name: 'Refunds' });
    const rows = within(refunds).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '₹100Refunded5 March 2031',
      '₹50In progress6 March 2031',
    ]);
    const refunded = within(one)
      .getAllByRole('term')
      .find((term) => term.textContent === 'Refunded');
    expect(refunded?.nextElementSibling).toHaveTextContent('−₹100');
  });

  it('downloads the GST invoice and credit notes with the signed-in token, named by number', async () => {
    answer([shipped, delivered]);
    const asked: { url: string; authorization: string | null }[] = [];
    server.use(
      http.get('*/api/order/o-shipped/*', ({ request }) => {
        asked.push({
          url: new URL(request.url).pathname,
          authorization: request.headers.get('authorization'),
        });
        return new HttpResponse(new Uint8Array([37, 80, 68, 70]), {
          headers: { 'content-type': 'application/pdf' },
        });
      }),
    );
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:pdf', revokeObjectURL: () => {} }),
    );
    renderWithProviders(<OrderList />);
    const one = await card('AU-100200');
    const documents = within(one).getByRole('region', { name: 'Tax documents' });
    await userEvent.click(
      within(documents).getByRole('button', { name: /^GST invoice AUR\/26-27\/000042/ }),
    );
    await userEvent.click(
      within(documents).getByRole('button', { name: /^Credit note AUR\/26-27\/C00007/ }),
    );
    await waitFor(() => expect(saved).toEqual(['AUR-26-27-000042.pdf', 'AUR-26-27-C00007.pdf']));
    expect(asked).toEqual([
      { url: '/api/order/o-shipped/invoice', authorization: 'Bearer token-1' },
      { url: '/api/order/o-shipped/credit-notes/cn-1', authorization: 'Bearer token-1' },
    ]);
    // An order not shipped yet has no documents.
    expect(
      within(await card('AU-100201')).queryByRole('region', { name: 'Tax documents' }),
    ).toBeNull();
    click.mockRestore();
    vi.unstubAllGlobals();
  });

  it('names each hallmarked piece by its HUID, to check in the BIS CARE app', async () => {
    answer([shipped]);
    renderWithProviders(<OrderList />);
    const one = await card('AU-100200');
    expect(
      within(one).getByText('Hallmark HUID AB12CD — check it in the BIS CARE app'),
    ).toBeVisible();
    expect(
      within(one).getByText('Hallmark HUID EF34GH — check it in the BIS CARE app'),
    ).toBeVisible();
  });

  it("says each piece's options by name and value, as the server words them", async () => {
    answer([order({ lines: [line({ options: ['Taille de bague : 14', 'Métal : Or rose'] })] })]);
    renderWithProviders(<OrderList />, { language: 'fr' });
    const one = await card('AU-100123');
    const size = within(one).getByText('Taille de bague : 14');
    expect(size).toBeVisible();
    expect(size.parentElement).toHaveTextContent(/^Taille de bague : 14 · Métal : Or rose$/);
  });

  it('says it all in French', async () => {
    answer([shipped, cancelled, released]);
    renderWithProviders(<OrderList />, { language: 'fr' });
    const one = await card('AU-100200');
    expect(within(one).getByText('Expédiée', { selector: 'span[data-stage]' })).toBeVisible();
    const steps = within(within(one).getByRole('list', { name: 'Suivi de la commande' }))
      .getAllByRole('listitem')
      .map((step) => step.textContent);
    expect(steps).toEqual(['Confirmée1 mars', 'Préparée2 mars', 'Expédiée3 mars', 'Livrée']);
    expect(within(one).getByText('Transporteur')).toBeVisible();
    expect(within(one).getByText('Numéro de suivi')).toBeVisible();
    expect(
      within(one).getByRole('link', {
        name: "Suivre votre colis (s'ouvre dans un nouvel onglet)",
      }),
    ).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      within(one).getByText("HUID de poinçon AB12CD — vérifiable dans l'application BIS CARE"),
    ).toBeVisible();
    const refunds = within(one).getByRole('region', { name: 'Remboursements' });
    expect(within(refunds).getByText('Remboursé')).toBeVisible();
    expect(within(refunds).getByText('En cours')).toBeVisible();
    expect(within(refunds).getByText('5 mars 2031')).toBeVisible();
    const documents = within(one).getByRole('region', { name: 'Documents fiscaux' });
    expect(within(documents).getByRole('button', { name: /^Facture GST AUR/ })).toBeVisible();
    expect(within(documents).getByRole('button', { name: /^Avoir AUR/ })).toBeVisible();
    const gone = await card('AU-100202');
    expect(within(gone).getByText(/^Annulée le 4 mars 2031\./)).toBeVisible();
    const lapsed = await card('AU-100203');
    expect(
      within(lapsed).getByText("Le paiement n'a pas abouti : cette commande n'a pas été passée."),
    ).toBeVisible();
  });

  it('offers Cancelled among the order types, and asks for those', async () => {
    const asked = answer([cancelled]);
    renderWithProviders(<OrderList />);
    await card('AU-100202');
    const filter = screen.getByRole('combobox', { name: 'Show' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'All orders',
      'Confirmed',
      'Awaiting payment',
      'Payment not completed',
      'Cancelled',
    ]);
    await userEvent.selectOptions(filter, 'cancelled');
    await card('AU-100202');
    expect(asked.at(-1)).toBe('cancelled');
  });
});
