import type { ShippingSettings } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { TaxDocumentSummary } from '../invoice/invoice.repository.ts';
import type { OrderRepository } from './order.repository.ts';

/** What the order service and placing an order are built from. */
export type OrderDeps = {
  db: Db;
  repo: OrderRepository;
  cart: Pick<CartService, 'priced'>;
  catalog: Pick<CatalogService, 'rates' | 'records'>;
  /**
   * Site settings' cash on delivery now: offered while `pod_status` is on (spec §3), for orders
   * under the shop's cap (₹2,00,000 at most).
   */
  cashOnDelivery: () => Promise<{ enabled: boolean; capPaise: number }>;
  /** The shop's shipping charge, read in the order's own transaction. */
  shippingSettings: (tx: Db) => Promise<ShippingSettings>;
  /** The order number's prefix, e.g. AU for AU-100042. */
  numberPrefix: string;
  /** spec §9: the shipping option sent is {brand}. */
  brandName: string;
  /** Called after a commit that queued a confirmation e-mail (never awaited by the order). */
  emailQueued: () => void;
  /** The orders' invoices and credit notes (modules/invoice). */
  documentsOf: (orderIds: readonly string[]) => Promise<TaxDocumentSummary[]>;
};
