import {
  customerAdminMessages as msg,
  type AdminCustomer,
  type AdminCustomerListQuery,
  type AdminCustomerPage,
  type CustomerNoteBody,
} from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Actor } from '../audit/audit.repository.ts';
import type { BackOfficeDeps } from '../audit/back-office.ts';
import type { CustomerRecord, CustomersRepository } from './customers.repository.ts';
import { eraseCustomer } from './erasure.repository.ts';
import { decodeCursor, encodeCursor, isTimestamp } from '../../lib/cursor.ts';

type Deps = BackOfficeDeps<CustomersRepository>;

/** A staff member as a note names them: who, and the name they had when they wrote it. */
export type NoteAuthor = Actor & { name: string };

/** Orders the customer page lists; the rest are counted. */
const ORDERS_SHOWN = 100;

const phoneOf = (row: Pick<CustomerRecord, 'countryCode' | 'phone'>) =>
  row.phone ? `+${row.countryCode} ${row.phone}` : null;

/**
 * The back office's customers: the list and a customer's page, staff notes, and erasure on
 * request. No call here changes a customer's e-mail or phone: those are their sign-in, theirs
 * alone to change. Each write and its audit row are one transaction.
 */
export function createCustomersService({ db, repo, audit, clock }: Deps) {
  async function view(id: string): Promise<AdminCustomer> {
    const customer = await repo.customer(id);
    if (!customer) throw notFound(msg.notFound);
    const [addresses, orders, notes, figures] = await Promise.all([
      repo.addresses(id),
      repo.orders(id, ORDERS_SHOWN),
      repo.notes(id),
      repo.figures([id]),
    ]);
    const own = figures.get(id);
    return {
      id: customer.id,
      name: customer.name,
      email: customer.email,
      phone: phoneOf(customer),
      createdAt: customer.createdAt.toISOString(),
      erasedAt: customer.erasedAt?.toISOString() ?? null,
      addresses,
      orders,
      orderCount: own?.orders ?? 0,
      openOrders: own?.openOrders ?? 0,
      lifetimeValue: own?.lifetimeValue ?? 0,
      notes,
    };
  }

  /** Locks the customer for a write; refuses one that is gone or already erased. */
  async function lockedForWrite(tx: Db, id: string) {
    const customer = await repo.lock(tx, id);
    if (!customer) throw notFound(msg.notFound);
    if (customer.erasedAt) throw new AppError(409, msg.alreadyErased);
    return customer;
  }

  return {
    async list(query: AdminCustomerListQuery & { limit: number }): Promise<AdminCustomerPage> {
      const cursor = decodeCursor(query.after, isTimestamp);
      const rows = await repo.page(query.q, query.limit, cursor);
      const page = rows.slice(0, query.limit);
      const figures = await repo.figures(page.map((row) => row.id));
      const last = page[page.length - 1];
      return {
        items: page.map((row) => ({
          id: row.id,
          name: row.name,
          email: row.email,
          phone: phoneOf(row),
          createdAt: row.createdAt.toISOString(),
          orders: figures.get(row.id)?.orders ?? 0,
          lifetimeValue: figures.get(row.id)?.lifetimeValue ?? 0,
          erased: row.erasedAt !== null,
        })),
        next: rows.length > query.limit && last ? encodeCursor(last.sortValue, last.id) : null,
      };
    },

    get: view,

    async addNote(author: NoteAuthor, id: string, body: CustomerNoteBody): Promise<AdminCustomer> {
      await db.transaction(async (tx) => {
        await lockedForWrite(tx, id);
        const at = clock.now();
        const count = await repo.addNote(tx, {
          customerId: id,
          staffId: author.staffId,
          actor: author.name,
          text: body.text,
          at,
        });
        // The log counts notes and never copies one: an erasure deletes notes, not audit rows.
        await audit.record(
          tx,
          author,
          {
            action: 'customer.note-added',
            entityType: 'customer',
            entityId: id,
            changes: { notes: { before: count - 1, after: count } },
          },
          at,
        );
      });
      return view(id);
    },

    /**
     * Erasure on request (DPDP Act 2023), in one transaction with its audit row: refused while an
     * order still has a parcel to deliver, and a second time (409).
     */
    async erase(actor: Actor, id: string): Promise<AdminCustomer> {
      await db.transaction(async (tx) => {
        const customer = await lockedForWrite(tx, id);
        const open = (await repo.figures([id], tx)).get(id)?.openOrders ?? 0;
        if (open > 0) throw new AppError(409, msg.openOrders);
        const at = clock.now();
        const { orders, ordersNamingRecipient, orderNotes, taxDocumentsUnnamed, ...deleted } =
          await eraseCustomer(tx, id, customer, at);
        // What went, as counts: the log never holds the data it names.
        await audit.record(
          tx,
          actor,
          {
            action: 'customer.erased',
            entityType: 'customer',
            entityId: id,
            changes: {
              personalData: { before: 'kept', after: 'erased' },
              ...Object.fromEntries(
                Object.entries(deleted).map(([what, count]) => [what, { before: count, after: 0 }]),
              ),
              ordersRedacted: { after: orders },
              ordersKeepingNameAndAddress: { after: ordersNamingRecipient },
              orderNotesWordsErased: { after: orderNotes },
              taxDocumentsUnnamed: { after: taxDocumentsUnnamed },
            },
          },
          at,
        );
      });
      return view(id);
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
