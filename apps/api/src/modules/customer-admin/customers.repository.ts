import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AdminCustomerAddress, AdminCustomerOrder, CustomerNote } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { addresses, customerNotes, customers, orders } from '../../db/schema/index.ts';
import type { PageCursor } from '../../lib/cursor.ts';

/** Where a page of the list starts: the last row before it (its creation time as text, and id). */

/** A customer's own columns, as the back office reads them. */
export type CustomerRecord = {
  id: string;
  name: string;
  email: string | null;
  countryCode: string;
  phone: string | null;
  createdAt: Date;
  erasedAt: Date | null;
};

/** How many orders a customer placed, and what they spent (INR paise). */
export type CustomerFigures = { orders: number; lifetimeValue: number; openOrders: number };

const customerColumns = {
  id: customers.id,
  name: customers.name,
  email: customers.email,
  countryCode: customers.countryCode,
  phone: customers.phone,
  createdAt: customers.createdAt,
  erasedAt: customers.erasedAt,
};

/**
 * An order that counts towards what a customer spent: placed, packed, shipped or delivered, and
 * paid by card or cash on delivery (unpaid card orders, cancelled and released ones do not).
 */
const CONFIRMED = sql`o.status in ('Placed', 'Packed', 'Shipped', 'Delivered')
  and (o.payment_status = 'paid' or o.payment_method = 'POD')`;
const OPEN = sql`o.status in ('Placed', 'Packed', 'Shipped')`;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A search: any part of a name or e-mail; a number also any part of the phone with its dial code. */
function searchOf(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const pattern = likePattern(text);
  const conditions = [
    sql`${customers.name} ilike ${pattern}`,
    sql`${customers.email} ilike ${pattern}`,
  ];
  const digits = text.replace(/[\s().+-]/g, '');
  if (/^\d{3,}$/.test(digits))
    conditions.push(sql`(${customers.countryCode} || ${customers.phone}) like ${`%${digits}%`}`);
  return or(...conditions);
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The back office's reads of customers, and the notes staff write about them. */
export function createCustomersRepository(db: Db) {
  return {
    /**
     * A page of the list, newest first, one row more than asked (there is a next page), walking
     * `customers_created_id_idx`; a search reads the trigram indexes of name, e-mail and phone.
     */
    async page(
      q: string | undefined,
      limit: number,
      after: PageCursor<string> | null,
    ): Promise<(CustomerRecord & { sortValue: string })[]> {
      const where: (SQL | undefined)[] = [searchOf(q)];
      if (after)
        where.push(
          sql`(${customers.createdAt}, ${customers.id}) < (${after.value}::timestamptz, ${after.id}::uuid)`,
        );
      return db
        .select({ ...customerColumns, sortValue: sql<string>`${customers.createdAt}::text` })
        .from(customers)
        .where(and(...where))
        .orderBy(desc(customers.createdAt), desc(customers.id))
        .limit(limit + 1);
    },

    /** Each customer's orders and lifetime value, read from their orders (orders_customer_idx). */
    async figures(ids: readonly string[], tx: Db = db): Promise<Map<string, CustomerFigures>> {
      if (ids.length === 0) return new Map();
      const result = await tx.execute(sql`
        select o.customer_id as id,
               count(*)::int as orders,
               count(*) filter (where ${OPEN})::int as open_orders,
               coalesce(sum(o.total - r.refunded) filter (where ${CONFIRMED}), 0)::bigint as value
          from orders o
         cross join lateral (
               select coalesce(sum(amount), 0) as refunded
                 from refunds where order_id = o.id and status = 'processed') r
         where o.customer_id in (${sql.join(
           ids.map((id) => sql`${id}::uuid`),
           sql`, `,
         )})
         group by o.customer_id`);
      return new Map(
        rowsOf<{ id: string; orders: number; open_orders: number; value: string | number }>(
          result,
        ).map((row) => [
          row.id,
          {
            orders: Number(row.orders),
            openOrders: Number(row.open_orders),
            lifetimeValue: Number(row.value),
          },
        ]),
      );
    },

    async customer(id: string, tx: Db = db): Promise<CustomerRecord | undefined> {
      const [row] = await tx.select(customerColumns).from(customers).where(eq(customers.id, id));
      return row;
    },

    async addresses(customerId: string): Promise<AdminCustomerAddress[]> {
      return db
        .select({
          id: addresses.id,
          label: addresses.label,
          name: addresses.name,
          phone: addresses.phone,
          address1: addresses.address1,
          address2: addresses.address2,
          city: addresses.city,
          state: addresses.state,
          country: addresses.country,
          zipCode: addresses.zipCode,
        })
        .from(addresses)
        .where(eq(addresses.customerId, customerId))
        .orderBy(desc(addresses.createdAt));
    },

    /** Their newest orders, with what was refunded on each. */
    async orders(customerId: string, limit: number): Promise<AdminCustomerOrder[]> {
      const rows = await db
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          createdAt: orders.createdAt,
          status: orders.status,
          paymentMethod: orders.paymentMethod,
          paymentStatus: orders.paymentStatus,
          total: orders.total,
          // Written out: inside the subquery a column of `orders` must be named with its table.
          refunded: sql<number>`(select coalesce(sum(r.amount), 0) from refunds r
            where r.order_id = orders.id and r.status = 'processed')`.mapWith(Number),
        })
        .from(orders)
        .where(eq(orders.customerId, customerId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit);
      return rows.map((row) => ({
        ...row,
        status: row.status as AdminCustomerOrder['status'],
        createdAt: row.createdAt.toISOString(),
      }));
    },

    async notes(customerId: string): Promise<CustomerNote[]> {
      const rows = await db
        .select({
          id: customerNotes.id,
          text: customerNotes.text,
          actor: customerNotes.actor,
          at: customerNotes.at,
        })
        .from(customerNotes)
        .where(eq(customerNotes.customerId, customerId))
        .orderBy(desc(customerNotes.at), desc(customerNotes.id))
        .limit(200);
      return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
    },

    /** Locks the customer's row until the transaction ends (orders and carts lock it too). */
    async lock(tx: Db, id: string): Promise<CustomerRecord | undefined> {
      const [row] = await tx
        .select(customerColumns)
        .from(customers)
        .where(eq(customers.id, id))
        .for('update');
      return row;
    },

    async addNote(
      tx: Db,
      note: {
        customerId: string;
        staffId: string | null;
        actor: string | null;
        text: string;
        at: Date;
      },
    ): Promise<number> {
      await tx.insert(customerNotes).values(note);
      const [row] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(customerNotes)
        .where(eq(customerNotes.customerId, note.customerId));
      return row?.count ?? 0;
    },
  };
}

export type CustomersRepository = ReturnType<typeof createCustomersRepository>;
