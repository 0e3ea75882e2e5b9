import {
  messages,
  messagesFor,
  type CreateOrderBody,
  type CreateOrderResponse,
  type ListOrdersQuery,
  type OrderListResponse,
  type OrderResponse,
  type OrderType,
} from '@aurelle/contract';
import { notFound } from '../../lib/errors.ts';
import type { Locale } from '../../lib/locale.ts';
import type { OrderDeps } from './order-deps.ts';
import { placeOrder } from './order-place.ts';
import { releaseUnpaid } from './order-release.ts';
import { orderMoney, toOrder } from './order-view.ts';
import type { OrderRow } from './order.repository.ts';

type PlaceInput = { customerId: string; body: CreateOrderBody; idempotencyKey?: string };

/** Orders (spec §4, §7): placed from the customer's own cart, priced by the server; read back. */
export function createOrderService(deps: OrderDeps) {
  const { repo, catalog } = deps;

  /** Orders as their customer reads them: a fixed number of queries for the whole page. */
  async function locale(rows: readonly OrderRow[], lang: Locale['lang']) {
    const ids = rows.map((r) => r.id);
    const [lines, huids, refunds, documents, rates] = await Promise.all([
      repo.linesOf(ids),
      repo.huidsOf(ids),
      repo.refundsOf(ids),
      deps.documentsOf(ids),
      catalog.rates(),
    ]);
    return rows.map((row) =>
      toOrder(
        row,
        {
          lines: lines.get(row.id) ?? [],
          huids,
          refunds: refunds.get(row.id) ?? [],
          documents: documents.filter((document) => document.orderId === row.id),
        },
        orderMoney(row, rates, lang),
        lang,
      ),
    );
  }

  return {
    /** POST /order/add: one order from the cart, or the one a retried `Idempotency-Key` made. */
    async place(input: PlaceInput, at: Locale): Promise<CreateOrderResponse> {
      const row = await placeOrder(deps, input, at);
      return {
        message: messagesFor(at.lang).order.placed,
        data: { _id: row.id, orderNumber: row.orderNumber },
      };
    },

    /**
     * Releases unpaid card orders placed before `before`, at most `limit` at a time (the periodic
     * work); safe on every instance at once. Returns how many it released.
     */
    releaseUnpaid: (before: Date, limit = 50) => releaseUnpaid(deps.db, before, limit),

    async list(customerId: string, query: ListOrdersQuery, at: Locale): Promise<OrderListResponse> {
      const page = Number(query.page ?? 1);
      const limit = Number(query.limit ?? 10);
      const type: OrderType = query.orderType ?? 'all';
      const { rows, total } = await repo.page(customerId, type, limit, (page - 1) * limit);
      return {
        orders: await locale(rows, at.lang),
        total,
        page,
        limit,
        totalPages: Math.ceil(total / limit),
      };
    },

    async get(customerId: string, orderId: string, at: Locale): Promise<OrderResponse> {
      const row = await repo.own(customerId, orderId);
      if (!row) throw notFound(messages.order.notFound);
      const [order] = await locale([row], at.lang);
      if (!order) throw notFound(messages.order.notFound);
      return { order };
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
