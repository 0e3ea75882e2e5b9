import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  SEARCH_GROUP_LIMIT,
  type BackOfficeSearchAnswer,
  type SearchOrderHit,
} from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import {
  customers,
  orderLines,
  orders,
  productPieces,
  products,
  productTranslations,
} from '../../db/schema/index.ts';

/** What a search's text can be: read once, each reading answered by an index. */
export type SearchTerms = {
  text: string;
  /** A `like` pattern of the text, its wildcards escaped: `%text%`. */
  contains: string;
  /** A whole order number (AU-100042, au100042). */
  orderNumber: string | null;
  /** Part of an order number: 3 to 6 digits. */
  numberDigits: string | null;
  /** A hallmark unique id: six letters or digits, upper-cased. */
  huid: string | null;
  email: string | null;
  /** A phone number's last ten digits (or all of them when fewer). */
  phone: string | null;
};

export function searchTerms(q: string): SearchTerms {
  const text = q.trim();
  const digits = text.replace(/\D/g, '');
  const number = /^([A-Za-z]{2})-?(\d+)$/.exec(text);
  return {
    text,
    contains: `%${text.replace(/[%_\\]/g, '\\$&')}%`,
    orderNumber: number ? `${number[1]?.toUpperCase()}-${number[2]}` : null,
    numberDigits: /^\d{3,6}$/.test(text) ? digits : null,
    huid: /^[A-Za-z0-9]{6}$/.test(text) && /\d/.test(text) ? text.toUpperCase() : null,
    email: text.includes('@') ? text.toLowerCase() : null,
    phone: digits.length >= 7 && /^[\d\s+()-]+$/.test(text) ? digits.slice(-10) : null,
  };
}

/**
 * The back office's one search. Each reading of the text is a small query on its own index
 * (the order number's trigram index, the customers' name, e-mail and phone trigram indexes, the
 * pieces' HUID key, the product names' trigram index), capped before the orders are read, so a
 * common word costs a few rows, never a walk of every order.
 */
export function createBackOfficeSearchRepository(db: Db) {
  /** The customers a text names: by e-mail, phone or any part of a name, at most a few dozen. */
  function customerIds(terms: SearchTerms) {
    const where: SQL = terms.email
      ? sql`${customers.email} like ${`${terms.email.replace(/[%_\\]/g, '\\$&')}%`}`
      : terms.phone
        ? sql`(${customers.countryCode} || ${customers.phone}) like ${`%${terms.phone}%`}`
        : sql`${customers.name} ilike ${terms.contains}`;
    return db
      .select({ id: customers.id })
      .from(customers)
      .where(and(where, sql`${customers.erasedAt} is null`))
      .limit(50);
  }

  async function ordersWhere(where: SQL, matched: SearchOrderHit['matched']) {
    const rows = await db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        customerName: customers.name,
        status: orders.status,
        total: orders.total,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(SEARCH_GROUP_LIMIT);
    return rows.map((row) => ({
      ...row,
      status: row.status as SearchOrderHit['status'],
      createdAt: row.createdAt.toISOString(),
      matched,
    }));
  }

  /** Products named by the text (either language), or holding the HUID searched for. */
  async function productsFound(terms: SearchTerms) {
    const byName = await db
      .selectDistinctOn([products.id], {
        id: products.id,
        name: productTranslations.name,
        sku: products.sku,
      })
      .from(productTranslations)
      .innerJoin(products, eq(products.id, productTranslations.productId))
      // The ids first, each reading on its own trigram index (an `or` across both tables would
      // read every product), a few hundred at most: a common word stops there.
      .where(
        sql`${products.id} = any(array(select ${productTranslations.productId} from ${productTranslations} where ${productTranslations.name} ilike ${terms.contains} union all select ${products.id} from ${products} where ${products.sku} ilike ${terms.contains} limit 200))`,
      )
      .orderBy(products.id, sql`${productTranslations.locale} <> 'en'`)
      .limit(SEARCH_GROUP_LIMIT);
    const byPiece = terms.huid
      ? await db
          .select({ id: products.id, name: productTranslations.name, sku: products.sku })
          .from(productPieces)
          .innerJoin(products, eq(products.id, productPieces.productId))
          .innerJoin(
            productTranslations,
            and(
              eq(productTranslations.productId, products.id),
              eq(productTranslations.locale, 'en'),
            ),
          )
          .where(eq(productPieces.huid, terms.huid))
      : [];
    return [
      ...byPiece.map((row) => ({ ...row, huid: terms.huid })),
      ...byName
        .filter((row) => !byPiece.some((piece) => piece.id === row.id))
        .map((row) => ({ ...row, huid: null })),
    ].slice(0, SEARCH_GROUP_LIMIT);
  }

  return {
    async search(
      q: string,
      can: { customers: boolean; products: boolean; prices: boolean },
    ): Promise<BackOfficeSearchAnswer> {
      const terms = searchTerms(q);
      const found: (SearchOrderHit & { total: number })[] = [];
      if (terms.orderNumber)
        found.push(...(await ordersWhere(eq(orders.orderNumber, terms.orderNumber), 'number')));
      else if (terms.numberDigits)
        // The few orders whose number holds the digits, found by the trigram index first (an
        // array, so the planner cannot walk the list's index instead).
        found.push(
          ...(await ordersWhere(
            sql`${orders.id} = any(array(select ${orders.id} from ${orders} where ${orders.orderNumber} like ${`%${terms.numberDigits}%`} limit 50))`,
            'number',
          )),
        );
      if (terms.huid)
        found.push(
          ...(await ordersWhere(
            sql`${orders.id} in (select ${productPieces.orderId} from ${productPieces} where ${productPieces.huid} = ${terms.huid})`,
            'huid',
          )),
        );
      const named = (await customerIds(terms)).map((row) => row.id);
      if (named.length > 0)
        found.push(...(await ordersWhere(inArray(orders.customerId, named), 'customer')));
      if (!terms.email && !terms.phone && terms.text.length >= 3) {
        // Orders holding a product of that name: the names' trigram index gives the products.
        const productIds = db
          .select({ id: productTranslations.productId })
          .from(productTranslations)
          .where(sql`${productTranslations.name} ilike ${terms.contains}`)
          .limit(20);
        // Arrays, so the planner reads the products' lines by their index rather than walking
        // the orders newest first, testing each.
        found.push(
          ...(await ordersWhere(
            sql`${orders.id} = any(array(select ${orderLines.orderId} from ${orderLines} where ${orderLines.productId} = any(array(${productIds}))))`,
            'product',
          )),
        );
      }
      // One line per order, the first reason it was found; newest first.
      const seen = new Set<string>();
      const ordersFound = found
        .filter((hit) => (seen.has(hit.id) ? false : (seen.add(hit.id), true)))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .slice(0, SEARCH_GROUP_LIMIT);
      return {
        orders: can.prices ? ordersFound : ordersFound.map((hit) => ({ ...hit, total: null })),
        customers: can.customers
          ? named.length === 0
            ? []
            : await db
                .select({
                  id: customers.id,
                  name: customers.name,
                  email: customers.email,
                  phone: sql<
                    string | null
                  >`case when ${customers.phone} is null then null else '+' || ${customers.countryCode} || ' ' || ${customers.phone} end`,
                })
                .from(customers)
                .where(inArray(customers.id, named))
                .orderBy(desc(customers.createdAt))
                .limit(SEARCH_GROUP_LIMIT)
          : null,
        products: can.products ? await productsFound(terms) : null,
      };
    },
  };
}

export type BackOfficeSearchRepository = ReturnType<typeof createBackOfficeSearchRepository>;
