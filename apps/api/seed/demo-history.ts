import { demoHistoryState } from '../src/modules/health/health.repository.ts';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  cancelOrderBodySchema,
  createOrderBodySchema,
  deliverOrderBodySchema,
  paiseToRupees,
  refundBodySchema,
  shipOrderBodySchema,
  type Language,
} from '@aurelle/contract';
import type { Env } from '../src/config/env.ts';
import type { Database } from '../src/db/client.ts';
import type { Clock } from '../src/lib/clock.ts';
import { registerModules } from '../src/modules.ts';
import type { Staff } from '../src/modules/order-admin/order-admin.view.ts';
import { infrastructurePlugin } from '../src/plugins/infrastructure.ts';
import { DEMO_CARRIERS, DEMO_CITIES, DEMO_CUSTOMERS } from './demo-history-data.ts';
import {
  addDemoCustomers,
  dateDemoHistory,
  demoProducts,
  dropOrderJobs,
  moveHistoryState,
  ordersByStatus,
  type DemoCustomerRow,
  type DemoProduct,
  type Window,
} from './demo-history.repository.ts';

/** The demo's history spans this many days before the seed runs: inside the dashboard's 90 days. */
export const HISTORY_DAYS = 88;
/** One fixed seed: the same history (and screenshots) on every first start. */
const RANDOM_SEED = 58;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** India's clock: the shop opens at 09:00 and its last orders come before 23:00. */
const IST_OFFSET = 5.5 * HOUR;
/** How many steps run between two datings of what they wrote. */
const DATE_EVERY = 100;
/** The note of the goods received for the season the history sells. */
export const RECEIPT_NOTE = 'Goods received for the season';

/** What one history run wrote. */
export type DemoHistorySummary = {
  customers: number;
  orders: number;
  byStatus: Record<string, number>;
  refunds: number;
};

/** mulberry32: a small deterministic generator, enough to spread a demo. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
    chance: (p: number) => next() < p,
  };
}
type Random = ReturnType<typeof generator>;

type Fate = 'complete' | 'cancel' | 'refund';
type Step = 'place' | 'pack' | 'ship' | 'deliver' | 'cancel' | 'refund';
type Plan = {
  index: number;
  customer: number;
  lines: { product: DemoProduct; quantity: number }[];
  method: 'razorpay' | 'POD';
  coupon: string | null;
  fate: Fate;
};
type Event = { at: Date; plan: Plan; step: Step };

/** A clock the seed moves to each event's time. */
function settableClock(start: Date) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    set(at: Date) {
      now = at.getTime();
    },
  } satisfies Clock & { set(at: Date): void };
}

/**
 * How many orders a day `back` days ago gets: busier nearer today, and at weekends (India's
 * Saturday and Sunday).
 */
function ordersOn(random: Random, day: Date, back: number): number {
  const weekday = new Date(day.getTime() + IST_OFFSET).getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? 1.5 : 0;
  const expected = 1.4 + 2.8 * (1 - back / HISTORY_DAYS) + weekend;
  return Math.max(0, Math.floor(expected + random.next() * 2 - 0.5));
}

/** The moment an order is placed: a day's IST hour between 09:00 and 22:59, in UTC. */
function placedAt(random: Random, dayStartUtc: number): Date {
  const minutes = random.int(9 * 60, 22 * 60 + 59);
  return new Date(dayStartUtc + minutes * 60_000 + random.int(0, 59) * 1000);
}

/** The steps an order takes after it is placed, each at its time; only those before `now` run. */
function stepsOf(random: Random, plan: Plan, placed: Date, now: Date): Event[] {
  const events: Event[] = [{ at: placed, plan, step: 'place' }];
  const after = (from: Date, minHours: number, maxHours: number) =>
    new Date(from.getTime() + random.int(minHours * 60, maxHours * 60) * 60_000);
  const upTo = (event: Event) => {
    if (event.at.getTime() >= now.getTime()) return false;
    events.push(event);
    return true;
  };
  const packed = after(placed, 3, 30);
  if (plan.fate === 'cancel') {
    // Cancelled before shipping: some while waiting, some once packed.
    if (random.chance(0.4) && !upTo({ at: packed, plan, step: 'pack' })) return events;
    upTo({ at: after(events.at(-1)?.at ?? placed, 1, 20), plan, step: 'cancel' });
    return events;
  }
  if (!upTo({ at: packed, plan, step: 'pack' })) return events;
  const shipped = after(packed, 2, 26);
  if (!upTo({ at: shipped, plan, step: 'ship' })) return events;
  const delivered = after(shipped, 24, 96);
  if (!upTo({ at: delivered, plan, step: 'deliver' })) return events;
  if (plan.fate === 'refund') upTo({ at: after(delivered, 24, 140), plan, step: 'refund' });
  return events;
}

/**
 * The demo's order book: for each of the last `HISTORY_DAYS` days a few orders (from the shop's
 * customers, one or two products kept in stock, cards or cash on delivery, now and then a coupon),
 * and the steps each has taken by now.
 */
function planHistory(random: Random, products: readonly DemoProduct[], now: Date): Event[] {
  const todayStart = Math.floor((now.getTime() + IST_OFFSET) / DAY) * DAY - IST_OFFSET;
  const events: Event[] = [];
  let index = 0;
  for (let back = HISTORY_DAYS - 1; back >= 0; back--) {
    const dayStart = todayStart - back * DAY;
    const count = ordersOn(random, new Date(dayStart), back);
    const times = Array.from({ length: count }, () => placedAt(random, dayStart))
      // Today's orders are those already placed, a little before the seed runs.
      .filter((at) => at.getTime() < now.getTime() - 30 * 60_000)
      .sort((a, b) => a.getTime() - b.getTime());
    for (const at of times) {
      const first = random.pick(products);
      const lines = [{ product: first, quantity: random.chance(0.12) ? 2 : 1 }];
      if (random.chance(0.25)) {
        const second = random.pick(products);
        if (second.variantId !== first.variantId) lines.push({ product: second, quantity: 1 });
      }
      const fateRoll = random.next();
      const plan: Plan = {
        index: index++,
        customer: random.int(0, DEMO_CUSTOMERS.length - 1),
        lines,
        method: random.chance(0.7) ? 'razorpay' : 'POD',
        coupon: random.chance(0.15) ? 'percent' : null,
        fate: fateRoll < 0.07 ? 'cancel' : fateRoll < 0.15 ? 'refund' : 'complete',
      };
      events.push(...stepsOf(random, plan, at, now));
    }
  }
  // One timeline: every step in the order it happened, so documents are numbered by date.
  return events.sort((a, b) => a.at.getTime() - b.at.getTime() || a.plan.index - b.plan.index);
}

/** The shop's own services on `clock`, with the job runner idle (modules.ts, as a server has them). */
async function shopServices(env: Env, database: Database, clock: Clock) {
  const app = Fastify({ logger: false });
  await app.register(infrastructurePlugin, { env, database, clock, runJobsAtOnce: false });
  await registerModules(app);
  await app.ready();
  return app;
}

/**
 * This machine's wall clock, which the database's `now()` also reads: a step's rows are stamped
 * at or after the millisecond its window starts.
 */
const preciseNow = () => Date.now();

/**
 * Writes three months of a shop's life through the services a real order goes through: the
 * cart, placing the order, the card's capture through the sandbox's checkout or cash on delivery,
 * then the back office's transitions (pack, ship with tracking and its invoice, deliver and
 * collect the cash), cancellations and partial refunds with their credit notes. Each step runs at
 * its own time on the services' clock, one after the other in date order, so invoices and credit
 * notes are numbered in date order within their financial year; what the database stamps with
 * its own `now()` is moved to the step's time afterwards, in one pass (demo-history.repository.ts).
 * Demo mode only: it uses the payment sandbox.
 */
export async function seedDemoHistory(
  database: Database,
  env: Env,
  options: { now?: Date; signal?: AbortSignal; log?: (line: string) => void } = {},
): Promise<DemoHistorySummary> {
  const now = options.now ?? new Date();
  if (env.isProduction || env.payment.provider !== 'sandbox')
    throw new Error('the demo history is written in demo mode only');
  const random = generator(RANDOM_SEED);
  const products = await demoProducts(database.db);
  if (products.length === 0) return { customers: 0, orders: 0, byStatus: {}, refunds: 0 };
  const events = planHistory(random, products, now);
  const firstOrder = new Map<number, Date>();
  for (const event of events)
    if (event.step === 'place' && !firstOrder.has(event.plan.customer))
      firstOrder.set(event.plan.customer, event.at);
  // Only the people who order are the shop's customers, each signed up before their first order.
  const buyers = [...firstOrder.keys()].sort((a, b) => a - b);
  const rows = await addDemoCustomers(
    database.db,
    buyers.map((i) => DEMO_CUSTOMERS[i]).filter((person) => person !== undefined),
    DEMO_CITIES,
    (i) => new Date((firstOrder.get(buyers[i] ?? -1) ?? now).getTime() - random.int(1, 40) * DAY),
  );
  const customers = new Map(buyers.map((index, i) => [index, rows[i]]));

  const clock = settableClock(now);
  const app = await shopServices(env, database, clock);
  const windows: Window[] = [];
  const staff: Staff = {
    actor: { staffId: null, email: null, ip: null, userAgent: null },
    // The history is the shop's own: no staff account (its id is cleared when dated).
    staffId: DEMO_STAFF_ID,
    name: 'Demo shop',
    seesPrices: true,
  };
  // What the history sells arrives first, a day before its first order: the shop ends the
  // history with the stock it was seeded with (more, by what came back).
  const selling = new Map<string, { product: DemoProduct; units: number }>();
  for (const event of events)
    if (event.step === 'place')
      for (const line of event.plan.lines) {
        const entry = selling.get(line.product.variantId) ?? { product: line.product, units: 0 };
        entry.units += line.quantity;
        selling.set(line.product.variantId, entry);
      }
  const receivedAt = new Date((events[0]?.at ?? now).getTime() - DAY);
  clock.set(receivedAt);
  for (const { product, units } of selling.values()) {
    const from = preciseNow();
    await app.stock.adjust(staff.actor, {
      productId: product.productId,
      variantId: product.variantId,
      change: units,
      reason: 'received',
      note: RECEIPT_NOTE,
    });
    windows.push({ from, to: preciseNow(), at: receivedAt.getTime() });
  }
  const stock = new Map(
    products.map((p) => [p.variantId, p.stock + (selling.get(p.variantId)?.units ?? 0)]),
  );
  const cashDue = new Map<string, number>();
  const orderIds = new Map<number, string>();
  const stopped = new Set<number>();
  let refunds = 0;
  /** Dates the steps run since the last time, in one transaction, and forgets them. */
  const dateSteps = async () => {
    const batch = windows.splice(0);
    await database.db.transaction((tx) =>
      dateDemoHistory(
        tx,
        batch,
        DEMO_STAFF_ID,
        rows.map((c) => c.id),
        RECEIPT_NOTE,
      ),
    );
  };
  try {
    for (const event of events) {
      const { plan } = event;
      if (stopped.has(plan.index)) continue;
      if (event.step !== 'place' && !orderIds.has(plan.index)) continue;
      if (options.signal?.aborted) break;
      // The embedded database answers without leaving the event loop: the shop's own requests
      // are served between two steps.
      await new Promise((resolve) => setImmediate(resolve));
      clock.set(event.at);
      const from = preciseNow();
      let orderId: string | undefined;
      try {
        orderId = await runStep(app, staff, event, {
          random,
          customer: customers.get(plan.customer),
          orderId: orderIds.get(plan.index),
          cashDue,
          stock,
        });
      } catch (error) {
        // The shop is open while its history is written: a step a real order made impossible
        // (the last unit sold) ends that demo order where it stands.
        options.log?.(
          `demo history: order ${plan.index} stops before ${event.step}: ${String(error)}`,
        );
        stopped.add(plan.index);
      }
      windows.push({ from, to: preciseNow(), at: event.at.getTime() });
      // Dated as it goes: an owner looking meanwhile sees the history so far, at its dates.
      if (windows.length >= DATE_EVERY) await dateSteps();
      if (!orderId) continue;
      await dropOrderJobs(database.db, orderId);
      if (event.step === 'place') orderIds.set(plan.index, orderId);
      if (event.step === 'refund') refunds++;
    }
    await dateSteps();
  } finally {
    await app.close();
  }
  return {
    customers: rows.length,
    orders: orderIds.size,
    byStatus: await ordersByStatus(database.db),
    refunds,
  };
}

/** A fixed id no staff account has: the history's rows are cleared of it once dated. */
const DEMO_STAFF_ID = '00000000-0000-4000-8000-000000000058';

const LOCALE = { lang: 'en' as Language, currency: 'INR' } as const;

/** One step of one order, through the service a shopper or staff member would call. */
async function runStep(
  app: FastifyInstance,
  staff: Staff,
  { plan, step }: Event,
  context: {
    random: Random;
    customer: DemoCustomerRow | undefined;
    orderId: string | undefined;
    /** What the courier collects for each cash-on-delivery order, in paise. */
    cashDue: Map<string, number>;
    stock: Map<string, number>;
  },
): Promise<string | undefined> {
  const { random, customer, orderId, stock, cashDue } = context;
  if (step === 'place') {
    if (!customer) return undefined;
    const lines = plan.lines.filter(
      (line) => (stock.get(line.product.variantId) ?? 0) >= line.quantity,
    );
    if (lines.length === 0) return undefined;
    for (const line of lines)
      stock.set(line.product.variantId, (stock.get(line.product.variantId) ?? 0) - line.quantity);
    await app.cart.add(
      customer.id,
      lines.map((line) => ({
        product_id: line.product.productId,
        quantity: line.quantity,
        variant: line.product.choice,
      })),
      LOCALE,
    );
    const address = {
      _id: customer.addressId,
      name: customer.name,
      address1: customer.address1,
      county: 'India',
      city: customer.city,
      state: customer.state,
      zipCode: customer.zipCode,
      label: 'Home',
      phone: customer.phone,
    };
    const person = { name: customer.name, email: customer.email, contact: customer.phone, address };
    const subtotal = lines.reduce((sum, line) => sum + line.product.price * line.quantity, 0);
    // Cash on delivery only below the law's cap; a larger order is paid by card.
    const method = plan.method === 'POD' && subtotal < COD_CAP ? 'POD' : 'razorpay';
    const body = (couponCode: string) =>
      createOrderBodySchema.parse({
        billing_info: person,
        user_info: person,
        cart: lines.map((line) => ({
          product_id: line.product.productId,
          quantity: line.quantity,
          variants: line.product.choice,
          orderStatus: 'Pending',
        })),
        shippingOption: 'aurelle',
        couponCode,
        paymentMethod: method,
        status: 'Placed',
        shippingCost: 0,
        customerId: '',
        checkoutType: 'customer',
      });
    const withCoupon = plan.coupon !== null && subtotal >= DEMO_COUPON_MINIMUM;
    const placed = await app.order
      .place({ customerId: customer.id, body: body(withCoupon ? DEMO_COUPON : '') }, LOCALE)
      .catch((error: unknown) => {
        // A coupon this customer has used up is left out, as a shopper would.
        if (!withCoupon) throw error;
        return app.order.place({ customerId: customer.id, body: body('') }, LOCALE);
      });
    const id = placed.data._id;
    const payment =
      method === 'razorpay' ? await app.payment.createOrder(customer.id, id, LOCALE) : null;
    if (method === 'POD') {
      const { order } = await app.order.get(customer.id, id, LOCALE);
      cashDue.set(id, Math.round(order.total * 100));
    }
    if (payment) {
      await app.sandbox?.pay({ razorpay_order_id: payment.orderId, outcome: 'paid' });
    }
    return id;
  }
  if (!orderId) return undefined;
  switch (step) {
    case 'pack':
      await app.orderAdmin.pack(staff, orderId, { pieces: [] });
      break;
    case 'ship': {
      const carrier = random.pick(DEMO_CARRIERS);
      const trackingNumber = `${carrier.prefix}${random.int(100_000_000, 999_999_999)}`;
      await app.orderAdmin.ship(
        staff,
        orderId,
        shipOrderBodySchema.parse({
          carrier: carrier.name,
          trackingNumber,
          trackingUrl: `${carrier.track}${trackingNumber}`,
        }),
      );
      break;
    }
    case 'deliver': {
      const cash = cashDue.has(orderId)
        ? { cashCollected: paiseToRupees(cashDue.get(orderId) ?? 0) }
        : {};
      await app.orderAdmin.deliver(staff, orderId, deliverOrderBodySchema.parse(cash));
      break;
    }
    case 'cancel':
      await app.orderAdmin.cancel(
        staff,
        orderId,
        cancelOrderBodySchema.parse({ reason: random.pick(CANCEL_REASONS) }),
      );
      break;
    case 'refund': {
      const order = await app.orderAdmin.order(orderId, true);
      const lines = order.lines;
      // Two lines: one comes back, restocked; one: a goodwill part of the price.
      const body =
        lines.length > 1 && lines[0]
          ? {
              lines: [{ lineId: lines[0].id, quantity: 1 }],
              restock: true,
              reason: 'Returned within 15 days: size did not fit',
            }
          : {
              amount: paiseToRupees(
                Math.round(((order.money?.total ?? 0) * random.int(5, 20)) / 100 / 100) * 100,
              ),
              reason: 'Goodwill: delivery came a day late',
            };
      await app.orderAdmin.refund(
        staff,
        orderId,
        refundBodySchema.parse({ idempotencyKey: `demo-refund-${orderId}`, ...body }),
      );
      break;
    }
  }
  return orderId;
}

/** The demo's ₹5,000 coupon and the cart it needs (commerce-data.ts). */
const DEMO_COUPON = 'WELCOME5000';
const DEMO_COUPON_MINIMUM = 50_000_00;
/** Cash on delivery's legal cap, ₹2,00,000 (the shop's own setting may only be lower). */
const COD_CAP = 2_00_000_00;
const CANCEL_REASONS = [
  'Customer asked to cancel: ordered the wrong size',
  'Customer found a different design',
  'Address could not be served by the courier',
];

/**
 * Writes the demo's history when it is due, once: a second instance, or a restart while it is
 * being written, finds it taken and leaves it (a history cut short stays as far as it got).
 * Answers what it wrote, or null when there was nothing to do.
 */
export async function writeDemoHistoryIfDue(
  database: Database,
  env: Env,
  options: { signal?: AbortSignal; log?: (line: string) => void } = {},
): Promise<DemoHistorySummary | null> {
  if (env.isProduction || env.payment.provider !== 'sandbox') return null;
  if ((await demoHistoryState(database.db)) !== 'due') return null;
  if (!(await moveHistoryState(database.db, 'due', 'writing'))) return null;
  const summary = await seedDemoHistory(database, env, options);
  await moveHistoryState(database.db, 'writing', 'written', { orders: summary.orders });
  return summary;
}
