import { and, asc, desc, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type {
  AdminOrderCounts,
  AdminOrderListQuery,
  OrderExportQuery,
  OrderSettings,
  OrderStatus,
} from '@aurelle/contract';
import {
  DEFAULT_HALLMARKING_CHARGE_PAISE,
  MAX_HALLMARKING_CHARGE_PAISE,
  ORDER_COUNT_CAP,
  ORDER_STATUSES,
} from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import {
  adminSettings,
  creditNotes,
  customers,
  invoices,
  orderEvents,
  orderLines,
  orders,
  payments,
  productPieces,
  products,
  productVariants,
  refunds,
  staffAccounts,
  stockMoves,
} from '../../db/schema/index.ts';
import { decodeCursor, encodeCursor, isTimestamp } from '../../lib/cursor.ts';
import { withOptionNames } from '../catalog/catalog-line-options.repository.ts';
import {
  lockProducts,
  moveVariantUnits,
  variantNames,
  variantsOf,
} from '../catalog/catalog-variant-units.repository.ts';

/**
 * The orders' row of the back office's settings: where new orders are announced, and the
 * hallmarking charge the invoice shows.
 */
const ORDER_SETTINGS_KEY = 'orders';

export type OrderRow = typeof orders.$inferSelect;
type InvoiceTotals = { taxable: number; cgst: number; sgst: number; igst: number };
export type LineRow = typeof orderLines.$inferSelect & { hallmarked: boolean };
export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect & { staffName: string | null };

/** The shop keeps India's days: a date filter means that day in Asia/Kolkata. */
const SHOP_TIME_ZONE = 'Asia/Kolkata';
const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${SHOP_TIME_ZONE})`;
const dayAfter = (day: string) =>
  sql`((${day}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE})`;

/** Who the search names: an order number, an e-mail, a phone, or a name. */
function searchWhere(q: string): SQL | undefined {
  const text = q.trim();
  if (text === '') return undefined;
  const digits = text.replace(/\D/g, '');
  // The customers first, by their trigram indexes, then their orders by `orders_customer_idx`
  // (an array: a common surname's thousands of orders are read once, not joined row by row).
  const byCustomer = (where: SQL) =>
    sql`${orders.customerId} = any(array(select ${customers.id} from ${customers} where ${where}))`;
  const number = /^([A-Za-z]{2})-?(\d+)$/.exec(text);
  if (number) return eq(orders.orderNumber, `${number[1]?.toUpperCase()}-${number[2]}`);
  // Part of a number: the few orders it matches, found by the trigram index first (an array, so
  // the planner cannot walk the list's index instead, filtering every order).
  if (/^\d{3,6}$/.test(text))
    return sql`${orders.id} = any(array(select ${orders.id} from ${orders} where ${orders.orderNumber} like ${`%${digits}%`}))`;
  if (text.includes('@'))
    return byCustomer(sql`${customers.email} like ${`${text.toLowerCase()}%`}`);
  // A phone: its last ten digits within the dial code and number together, as the phone's
  // trigram index holds them.
  if (digits.length >= 7 && /^[\d\s+()-]+$/.test(text))
    return byCustomer(
      sql`(${customers.countryCode} || ${customers.phone}) like ${`%${digits.slice(-10)}%`}`,
    );
  return byCustomer(sql`${customers.name} ilike ${`%${text.replace(/[%_\\]/g, '\\$&')}%`}`);
}

function paymentWhere(payment: AdminOrderListQuery['payment']): SQL | undefined {
  switch (payment) {
    case 'pending':
      return and(eq(orders.paymentMethod, 'razorpay'), eq(orders.paymentStatus, 'pending'));
    case 'paid':
      return eq(orders.paymentStatus, 'paid');
    case 'failed':
      return eq(orders.paymentStatus, 'failed');
    case 'cash':
      return eq(orders.paymentMethod, 'POD');
    case 'partially_refunded':
      return eq(orders.refundState, 'partial');
    case 'refunded':
      return eq(orders.refundState, 'full');
    case 'balance_due':
      return BALANCE_OWED;
    default:
      return undefined;
  }
}

/** Cash on delivery collected short: the rest is owed (the partial index orders_balance_due_idx). */
export const BALANCE_OWED = sql`${orders.cashCollected} < ${orders.total}`;
/** What is owed on an order: the total less the cash collected, else nothing. */
export const BALANCE_DUE = sql<number>`greatest(${orders.total} - coalesce(${orders.cashCollected}, ${orders.total}), 0)::int`;

/** Orders to pack or ship: paid, or cash on delivery (the partial index orders_to_ship_idx). */
const TO_SHIP = sql`${orders.status} in ('Placed', 'Packed') and (${orders.paymentStatus} = 'paid' or ${orders.paymentMethod} = 'POD')`;

/** The back office's reads of orders; the writes are the service's, in its transactions. */
export function createOrderAdminRepository(db: Db) {
  return {
    /** A page of orders newest first, walking (created_at, id) so each page is one index range. */
    async list(query: AdminOrderListQuery & { limit: number }) {
      const after = decodeCursor(query.after, isTimestamp);
      const where = and(
        query.status ? eq(orders.status, query.status) : undefined,
        query.method ? eq(orders.paymentMethod, query.method) : undefined,
        paymentWhere(query.payment),
        query.from ? gte(orders.createdAt, dayStart(query.from)) : undefined,
        query.to ? lt(orders.createdAt, dayAfter(query.to)) : undefined,
        query.q ? searchWhere(query.q) : undefined,
        after
          ? sql`(${orders.createdAt}, ${orders.id}) < (${after.value}::timestamptz, ${after.id}::uuid)`
          : undefined,
      );
      const rows = await db
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          createdAt: orders.createdAt,
          // The exact time, to the microsecond, for the next page's cursor.
          cursorAt: sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
          status: orders.status,
          paymentMethod: orders.paymentMethod,
          paymentStatus: orders.paymentStatus,
          refundState: orders.refundState,
          customerName: customers.name,
          customerEmail: customers.email,
          city: sql<string>`coalesce(${orders.userInfo}->'address'->>'city', '')`,
          pieces: sql<number>`(select coalesce(sum(${orderLines.quantity}), 0)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id})`,
          total: orders.total,
          balanceDue: BALANCE_DUE,
        })
        .from(orders)
        .innerJoin(customers, eq(customers.id, orders.customerId))
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(query.limit + 1);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        rows: page,
        next: rows.length > query.limit && last ? encodeCursor(last.cursorAt, last.id) : null,
      };
    },

    /**
     * Each state's count, capped: an index range of at most `ORDER_COUNT_CAP` entries per state
     * (orders_status_created_idx), so the tabs cost the same at 100 000 orders as at 100.
     */
    async counts(): Promise<AdminOrderCounts> {
      const byStatus = [];
      for (const status of ORDER_STATUSES) {
        const [row] = await db
          .execute<{ n: number }>(
            sql`select count(*)::int as n from (select 1 from ${orders} where ${orders.status} = ${status} limit ${ORDER_COUNT_CAP}) capped`,
          )
          .then((result) => (result as unknown as { rows: { n: number }[] }).rows);
        byStatus.push({ status, n: row?.n ?? 0 });
      }
      const [toShip] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(TO_SHIP);
      const [latest] = await db
        .select({ at: orders.createdAt })
        .from(orders)
        .orderBy(desc(orders.createdAt))
        .limit(1);
      const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
        OrderStatus,
        number
      >;
      for (const row of byStatus)
        if (row.status in counts) counts[row.status as OrderStatus] = Number(row.n);
      return {
        counts,
        toShip: Number(toShip?.n ?? 0),
        latestAt: latest?.at.toISOString() ?? null,
      };
    },

    async order(tx: Db, orderId: string): Promise<OrderRow | null> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, orderId));
      return row ?? null;
    },

    /** The order row, locked until the caller's transaction ends (one transition at a time). */
    async lock(tx: Db, orderId: string): Promise<OrderRow | null> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      return row ?? null;
    },

    /** The order's lines, each option value named (an older line from its product's options). */
    async lines(tx: Db, orderId: string): Promise<LineRow[]> {
      const rows = await tx
        .select({ line: orderLines, hallmarked: products.hallmarked })
        .from(orderLines)
        .innerJoin(products, eq(products.id, orderLines.productId))
        .where(eq(orderLines.orderId, orderId))
        .orderBy(asc(orderLines.id));
      return withOptionNames(
        tx,
        rows.map((row) => ({ ...row.line, hallmarked: row.hallmarked })),
      );
    },

    /** The pieces packed for the order's lines. */
    async pieces(tx: Db, orderId: string) {
      return tx
        .select({
          id: productPieces.id,
          huid: productPieces.huid,
          state: productPieces.state,
          productId: productPieces.productId,
          variantId: productPieces.variantId,
          orderLineId: productPieces.orderLineId,
        })
        .from(productPieces)
        .where(eq(productPieces.orderId, orderId))
        .orderBy(asc(productPieces.huid));
    },

    /**
     * Each product's pieces in stock, to choose from when packing, with their variant: `sized`
     * false for the implicit one (for a product with options, a size not recorded yet).
     */
    async inStock(tx: Db, productIds: readonly string[]) {
      if (productIds.length === 0) return [];
      return tx
        .select({
          id: productPieces.id,
          huid: productPieces.huid,
          productId: productPieces.productId,
          variantId: productVariants.id,
          sized: sql<boolean>`${productVariants.key} <> ''`,
        })
        .from(productPieces)
        .innerJoin(productVariants, eq(productVariants.id, productPieces.variantId))
        .where(
          and(
            inArray(productPieces.productId, [...productIds]),
            eq(productPieces.state, 'in_stock'),
          ),
        )
        .orderBy(asc(productPieces.receivedAt), asc(productPieces.huid))
        .limit(500);
    },

    /**
     * The units the order holds on each variant: what its ledger rows took (placing) less what
     * they gave back (release, cancel, refunds, packing's transfers).
     */
    async heldByOrder(tx: Db, orderId: string): Promise<Map<string, number>> {
      const rows = await tx
        .select({
          variantId: stockMoves.variantId,
          held: sql<number>`(-sum(${stockMoves.change}))::int`,
        })
        .from(stockMoves)
        .where(eq(stockMoves.orderId, orderId))
        .groupBy(stockMoves.variantId);
      return new Map(rows.map((row) => [row.variantId, Number(row.held)]));
    },

    lockProducts,
    variantsOf,
    variantNames,
    moveVariantUnits,

    async setPieces(
      tx: Db,
      pieceIds: readonly string[],
      set: Partial<typeof productPieces.$inferInsert>,
    ): Promise<void> {
      if (pieceIds.length === 0) return;
      await tx
        .update(productPieces)
        .set(set)
        .where(inArray(productPieces.id, [...pieceIds]));
    },

    async customer(tx: Db, customerId: string) {
      const [row] = await tx
        .select({
          id: customers.id,
          name: customers.name,
          email: customers.email,
          countryCode: customers.countryCode,
          phone: customers.phone,
          erasedAt: customers.erasedAt,
        })
        .from(customers)
        .where(eq(customers.id, customerId));
      return row ?? null;
    },

    async payments(tx: Db, orderId: string): Promise<PaymentRow[]> {
      return tx
        .select()
        .from(payments)
        .where(eq(payments.orderId, orderId))
        .orderBy(asc(payments.createdAt));
    },

    async refunds(tx: Db, orderId: string): Promise<RefundRow[]> {
      const rows = await tx
        .select({ refund: refunds, staffName: staffAccounts.name })
        .from(refunds)
        .leftJoin(staffAccounts, eq(staffAccounts.id, refunds.staffId))
        .where(eq(refunds.orderId, orderId))
        .orderBy(asc(refunds.createdAt));
      return rows.map((row) => ({ ...row.refund, staffName: row.staffName }));
    },

    async refundByKey(tx: Db, orderId: string, key: string) {
      const [row] = await tx
        .select()
        .from(refunds)
        .where(and(eq(refunds.orderId, orderId), eq(refunds.idempotencyKey, key)));
      return row ?? null;
    },

    async insertRefund(tx: Db, row: typeof refunds.$inferInsert) {
      const [inserted] = await tx.insert(refunds).values(row).returning();
      if (!inserted) throw new Error('refund not written');
      return inserted;
    },

    /** Refunds asked of the provider before `before` that it never answered: their ids. */
    async unansweredRefunds(before: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: refunds.id })
        .from(refunds)
        .where(
          and(
            eq(refunds.method, 'provider'),
            eq(refunds.status, 'pending'),
            sql`${refunds.providerRefundId} is null`,
            lt(refunds.createdAt, before),
          ),
        )
        .orderBy(asc(refunds.createdAt))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** The provider's id for a refund it took, unless a webhook has already named it. */
    async setProviderRefundId(refundId: string, providerRefundId: string): Promise<void> {
      await db
        .update(refunds)
        .set({ providerRefundId })
        .where(and(eq(refunds.id, refundId), sql`${refunds.providerRefundId} is null`));
    },

    async events(tx: Db, orderId: string) {
      return tx
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(asc(orderEvents.id));
    },

    /**
     * Orders placed in a range of India's days, oldest first, with what the accountant needs: the
     * invoice's number and totals, and its credit notes' numbers in the order they were issued.
     */
    async exportRows({ from, to }: OrderExportQuery) {
      return db
        .select({
          order: orders,
          customerName: customers.name,
          customerEmail: customers.email,
          pieces: sql<number>`(select coalesce(sum(${orderLines.quantity}), 0)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id})`,
          refunded: sql<number>`(select coalesce(sum(${refunds.amount}), 0)::int from ${refunds} where ${refunds.orderId} = ${orders.id} and ${refunds.status} = 'processed')`,
          invoice: invoices.number,
          /** The invoice's totals as issued: its taxable value and each tax, paise. */
          invoiceTotals: sql<InvoiceTotals | null>`${invoices.content}->'totals'`,
          creditNotes: sql<
            string | null
          >`(select string_agg(${creditNotes.number}, '; ' order by ${creditNotes.issuedAt}, ${creditNotes.serial}) from ${creditNotes} where ${creditNotes.orderId} = ${orders.id})`,
        })
        .from(orders)
        .innerJoin(customers, eq(customers.id, orders.customerId))
        .leftJoin(invoices, eq(invoices.orderId, orders.id))
        .where(and(gte(orders.createdAt, dayStart(from)), lt(orders.createdAt, dayAfter(to))))
        .orderBy(asc(orders.createdAt), asc(orders.id));
    },

    /** What the owner's new-order e-mail says of an order. */
    async notice(orderId: string) {
      const [order] = await db
        .select({
          orderNumber: orders.orderNumber,
          total: orders.total,
          paymentMethod: orders.paymentMethod,
          name: customers.name,
          pieces: sql<number>`(select coalesce(sum(quantity), 0)::int from order_lines where order_id = ${orders.id})`,
        })
        .from(orders)
        .innerJoin(customers, eq(customers.id, orders.customerId))
        .where(eq(orders.id, orderId));
      return order ?? null;
    },

    /** The e-mail addresses of the active owners. */
    async ownerEmails(): Promise<string[]> {
      const owners = await db
        .select({ email: staffAccounts.email })
        .from(staffAccounts)
        .where(and(eq(staffAccounts.role, 'owner'), eq(staffAccounts.active, true)));
      return owners.map((owner) => owner.email);
    },

    /**
     * The orders' settings as stored; a charge never set (or not a whole number of paise in the
     * range) is the default.
     */
    async settings(tx: Db = db): Promise<OrderSettings> {
      const [row] = await tx
        .select({ value: adminSettings.value })
        .from(adminSettings)
        .where(eq(adminSettings.key, ORDER_SETTINGS_KEY));
      const value = row?.value.notifyEmail;
      const charge = row?.value.hallmarkingChargePaise;
      return {
        notifyEmail: typeof value === 'string' && value !== '' ? value : null,
        hallmarkingChargePaise:
          typeof charge === 'number' &&
          Number.isInteger(charge) &&
          charge >= 0 &&
          charge <= MAX_HALLMARKING_CHARGE_PAISE
            ? charge
            : DEFAULT_HALLMARKING_CHARGE_PAISE,
      };
    },

    async setSettings(tx: Db, settings: OrderSettings): Promise<void> {
      await tx
        .insert(adminSettings)
        .values({ key: ORDER_SETTINGS_KEY, value: settings })
        .onConflictDoUpdate({
          target: adminSettings.key,
          set: { value: settings, updatedAt: sql`now()` },
        });
    },

    /** An order's new state and what the transition sets with it; the order as it is now. */
    async setState(tx: Db, orderId: string, set: Partial<OrderRow>): Promise<OrderRow | undefined> {
      const [updated] = await tx.update(orders).set(set).where(eq(orders.id, orderId)).returning();
      return updated;
    },

    /** The lines' status follows the order's. */
    async setLinesStatus(tx: Db, orderId: string, status: OrderStatus): Promise<void> {
      await tx
        .update(orderLines)
        .set({ orderStatus: status })
        .where(and(eq(orderLines.orderId, orderId), ne(orderLines.orderStatus, status)));
    },
  };
}

export type OrderAdminRepository = ReturnType<typeof createOrderAdminRepository>;
