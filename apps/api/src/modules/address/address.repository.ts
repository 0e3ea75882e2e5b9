import { and, asc, count, eq } from 'drizzle-orm';
import type { Address, AddressBody } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { addresses } from '../../db/schema/index.ts';

type Row = typeof addresses.$inferSelect;

/** A row as the spec's wire shape (spec §3: `_id`, `zipCode`, `iso_country`). */
export function toAddress(row: Row): Address {
  return {
    _id: row.id,
    name: row.name,
    phone: row.phone,
    address1: row.address1,
    address2: row.address2 ?? '',
    country: row.country,
    state: row.state,
    city: row.city,
    zipCode: row.zipCode,
    label: row.label,
    iso_country: row.isoCountry ?? '',
    iso_state: row.isoState ?? '',
  };
}

function toRow(body: AddressBody) {
  return {
    name: body.name,
    phone: body.phone,
    address1: body.address1,
    address2: body.address2 || null,
    country: body.country,
    state: body.state,
    city: body.city,
    zipCode: body.zipCode,
    label: body.label,
    isoCountry: body.iso_country?.toUpperCase() || null,
    isoState: body.iso_state?.toUpperCase() || null,
  };
}

/** A customer's saved addresses; every query is scoped by the customer, so no one reads another's. */
export function createAddressRepository(db: Db) {
  const mine = (customerId: string, id: string) =>
    and(eq(addresses.id, id), eq(addresses.customerId, customerId));
  return {
    async list(customerId: string): Promise<Address[]> {
      const rows = await db
        .select()
        .from(addresses)
        .where(eq(addresses.customerId, customerId))
        .orderBy(asc(addresses.createdAt), asc(addresses.id));
      return rows.map(toAddress);
    },

    async count(customerId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(addresses)
        .where(eq(addresses.customerId, customerId));
      return row?.n ?? 0;
    },

    async insert(customerId: string, body: AddressBody): Promise<Address> {
      const [row] = await db
        .insert(addresses)
        .values({ customerId, ...toRow(body) })
        .returning();
      if (!row) throw new Error('address not saved');
      return toAddress(row);
    },

    /** The updated address, or null when the customer has no address with this id. */
    async update(customerId: string, id: string, body: AddressBody): Promise<Address | null> {
      const [row] = await db
        .update(addresses)
        .set(toRow(body))
        .where(mine(customerId, id))
        .returning();
      return row ? toAddress(row) : null;
    },

    async remove(customerId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(addresses)
        .where(mine(customerId, id))
        .returning({ id: addresses.id });
      return rows.length > 0;
    },
  };
}

export type AddressRepository = ReturnType<typeof createAddressRepository>;
