import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminCoupon, AdminCouponPage } from '@aurelle/contract';
import { sessionFor } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render.tsx';
import { answer, answerKeepingBodies, fieldRefusal, server } from '../../testing/server.ts';
import { fromIndiaLocal, toIndiaLocal } from './coupon-form-values.ts';

const COUPON_ID = '6b1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const ORDER_ID = '7c2e3d4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const CUSTOMER_ID = '8d3f4e5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a';

function coupon(over: Partial<AdminCoupon> = {}): AdminCoupon {
  return {
    id: COUPON_ID,
    couponCode: 'DIWALI-10',
    title: { en: 'Diwali offer', fr: 'Offre de Diwali' },
    discountType: 'percentage',
    discountValue: 10,
    maxDiscount: 5_000_00,
    minimumAmount: 20_000_00,
    couponQuantity: 98,
    usesPerCustomer: 1,
    visibility: 'open',
    startTime: '2026-10-20T18:30:00.000Z',
    endTime: '2026-11-20T18:30:00.000Z',
    disabledAt: null,
    status: 'live',
    used: 2,
    ...over,
  };
}

function page(over: Partial<AdminCoupon> = {}): AdminCouponPage {
  return {
    coupon: coupon(over),
    uses: [
      {
        id: ORDER_ID,
        orderNumber: 'AU-100042',
        createdAt: '2026-11-01T06:00:00.000Z',
        status: 'Delivered',
        paymentMethod: 'POD',
        paymentStatus: 'not_required',
        customerId: CUSTOMER_ID,
        customerName: 'Lakshmi Narayan',
        discount: 5_000_00,
        total: 45_000_00,
        refunded: 2_000_00,
      },
    ],
    discountGiven: 7_000_00,
    revenue: 73_000_00,
  };
}

describe('coupons', () => {
  it('lists each coupon with its discount, uses, limit, window, visibility and status', async () => {
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('manager'))),
      answer('coupons', () =>
        HttpResponse.json({
          items: [
            coupon(),
            coupon({
              id: 'c2',
              couponCode: 'HIDDEN',
              visibility: 'hidden',
              status: 'disabled',
              usesPerCustomer: null,
            }),
          ],
        }),
      ),
    );
    renderApp('/coupons');
    const table = await screen.findByRole('region', { name: 'Coupons' });
    const row = within(table).getByRole('row', { name: /DIWALI-10/ });
    expect(row).toHaveTextContent('10% off, up to ₹5,000.00');
    expect(row).toHaveTextContent('on ₹20,000.00 or more');
    expect(row).toHaveTextContent('98');
    expect(row).toHaveTextContent('Listed');
    expect(row).toHaveTextContent('Live');
    expect(row).toHaveTextContent('21 Oct 2026, 00:00');
    const hidden = within(table).getByRole('row', { name: /HIDDEN/ });
    expect(hidden).toHaveTextContent('No limit');
    expect(hidden).toHaveTextContent('Code only');
    expect(hidden).toHaveTextContent('Disabled');
    expect(screen.getByRole('link', { name: 'New coupon' })).toBeInTheDocument();
  });

  it('creates a coupon from rupees and India’s time, with each rule under its field', async () => {
    const bodies: unknown[] = [];
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('manager'))),
      answerKeepingBodies('createCoupon', bodies, () => HttpResponse.json(coupon())),
      answer('coupon', () => HttpResponse.json(page())),
    );
    const { user, router } = renderApp('/coupons/new');
    const code = await screen.findByRole('textbox', { name: 'Code' });
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByText(/Use 3 to 30 letters/)).toBeInTheDocument();
    expect(screen.getAllByText('Enter the title')).toHaveLength(2);
    expect(bodies).toEqual([]);

    await user.type(code, 'DIWALI-10');
    await user.type(screen.getByRole('textbox', { name: 'Title in English' }), 'Diwali offer');
    await user.type(screen.getByRole('textbox', { name: 'Title in French' }), 'Offre de Diwali');
    await user.click(screen.getByRole('radio', { name: 'Fixed amount' }));
    const amount = screen.getByRole('textbox', { name: 'Amount off (₹)' });
    await user.clear(amount);
    await user.type(amount, '1,500.50');
    const perCustomer = screen.getByRole('textbox', { name: 'Uses per customer' });
    expect(perCustomer).toHaveValue('1');
    await user.click(screen.getByRole('radio', { name: /Applied only by customers/ }));
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    await expect.poll(() => router.state.location.pathname).toBe(`/admin/coupons/${COUPON_ID}`);
    expect(bodies).toEqual([
      expect.objectContaining({
        couponCode: 'DIWALI-10',
        title: { en: 'Diwali offer', fr: 'Offre de Diwali' },
        discountType: 'fixed',
        discountValue: 1_500_50,
        maxDiscount: null,
        minimumAmount: 0,
        couponQuantity: 100,
        usesPerCustomer: 1,
        visibility: 'hidden',
      }),
    ]);
  });

  it('shows the server’s refusal of a taken code under the code field', async () => {
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('manager'))),
      answer('coupon', () => HttpResponse.json(page())),
      answer('updateCoupon', () =>
        fieldRefusal('couponCode', 'Another coupon already has this code (whatever its case)'),
      ),
    );
    const { user } = renderApp(`/coupons/${COUPON_ID}/edit`);
    const code = await screen.findByRole('textbox', { name: 'Code' });
    expect(code).toHaveValue('DIWALI-10');
    expect(screen.getByRole('textbox', { name: 'Maximum discount (₹)' })).toHaveValue('5000');
    await user.clear(code);
    await user.type(code, 'festive');
    await user.click(screen.getByRole('button', { name: 'Save coupon' }));
    expect(
      await screen.findByText('Another coupon already has this code (whatever its case)'),
    ).toBeInTheDocument();
    expect(code).toHaveAccessibleDescription(/Another coupon already has this code/);
  });

  it('shows a coupon’s figures and the orders that used it, linked to each order', async () => {
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('manager'))),
      answer('coupon', () => HttpResponse.json(page())),
    );
    const { user, router } = renderApp(`/coupons/${COUPON_ID}`);
    expect(await screen.findByRole('heading', { name: 'DIWALI-10', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('₹73,000.00')).toBeInTheDocument();
    const uses = screen.getByRole('region', { name: 'Orders with this coupon' });
    expect(within(uses).getByRole('row', { name: /AU-100042/ })).toHaveTextContent(
      '₹2,000.00 refunded',
    );
    await user.click(within(uses).getByRole('link', { name: 'AU-100042' }));
    await expect.poll(() => router.state.location.pathname).toBe(`/admin/orders/${ORDER_ID}`);
  });

  it('disables a coupon after asking', async () => {
    let disabled = 0;
    server.use(
      answer('session', () => HttpResponse.json(sessionFor('manager'))),
      answer('coupon', () => HttpResponse.json(page({ status: disabled ? 'disabled' : 'live' }))),
      answer('disableCoupon', () => {
        disabled += 1;
        return HttpResponse.json(coupon({ status: 'disabled' }));
      }),
    );
    const { user } = renderApp(`/coupons/${COUPON_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable this coupon?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Coupon disabled.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Enable' })).toBeInTheDocument();
    expect(disabled).toBe(1);
  });

  it('hides coupons from fulfilment staff', async () => {
    server.use(answer('session', () => HttpResponse.json(sessionFor('fulfilment'))));
    renderApp('/coupons');
    expect(await screen.findByRole('heading', { name: 'Not available' })).toBeInTheDocument();
  });
});

describe('times in India', () => {
  it('reads and writes a datetime-local field in India’s time, whatever the browser’s', () => {
    expect(fromIndiaLocal('2026-11-21T00:00')).toBe('2026-11-20T18:30:00.000Z');
    expect(toIndiaLocal('2026-11-20T18:30:00.000Z')).toBe('2026-11-21T00:00');
    expect(fromIndiaLocal('not a time')).toBeNull();
  });
});
