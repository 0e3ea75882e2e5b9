import { lineOptionWords, type LegalDetails } from '@aurelle/contract';
import { addressOf } from '../order/order-view.ts';
import type { OrderRow, RefundRow } from './order-admin.repository.ts';
import { refundedQuantities } from './order-admin.view.ts';
import type { SlipLineRow } from './packing-slip.repository.ts';

/**
 * A packing slip, as pure data: what goes in the parcel and where it goes. It carries no price:
 * only a cash-on-delivery order's amount to collect.
 */
export type PackingSlip = {
  orderNumber: string;
  /** When the order was placed (ISO 8601); printed as India's date. */
  placedAt: string;
  packed: boolean;
  shop: { name: string; lines: string[]; contact: string | null };
  deliverTo: { name: string; lines: string[]; phone: string };
  lines: SlipLine[];
  /** Cash on delivery: the amount to collect at the door, INR paise; null when prepaid. */
  cashToCollect: number | null;
};

export type SlipLine = {
  name: string;
  sku: string;
  /** Each option by name and value: "Ring size: 12". */
  options: string[];
  /** Units going in the parcel: those ordered less those refunded and put back in stock. */
  quantity: number;
  hallmarked: boolean;
  /** The pieces packed for the line; none until the order is packed. */
  huids: string[];
};

/** The shop as the slip names it: its legal details, or its brand name until they are entered. */
export function shopOf(legal: LegalDetails | null, brandName: string): PackingSlip['shop'] {
  if (!legal) return { name: brandName, lines: [], contact: null };
  return {
    name: legal.legalName,
    lines: [legal.address, `${legal.city} ${legal.pinCode}`],
    contact: `${legal.customerCare.phone} · ${legal.customerCare.email}`,
  };
}

/** The slip of one order from its rows. */
export function packingSlipOf(input: {
  order: OrderRow;
  shop: PackingSlip['shop'];
  lines: readonly SlipLineRow[];
  pieces: readonly { lineId: string | null; huid: string }[];
  refunds: readonly Pick<RefundRow, 'status' | 'lines' | 'restock'>[];
}): PackingSlip {
  const { order } = input;
  const address = addressOf(order);
  const restocked = refundedQuantities(input.refunds, true);
  return {
    orderNumber: order.orderNumber,
    placedAt: order.createdAt.toISOString(),
    packed: order.status === 'Packed',
    shop: input.shop,
    deliverTo: {
      name: address.name,
      lines: [
        address.address1,
        ...(address.address2 ? [address.address2] : []),
        `${address.city} ${address.zipCode}`,
        [address.state, address.country].filter(Boolean).join(', '),
      ].filter(Boolean),
      phone: address.phone,
    },
    lines: input.lines
      .map((line) => ({
        name: line.name,
        sku: line.sku,
        options: lineOptionWords(line.variants, 'en'),
        quantity: line.quantity - (restocked.get(line.id) ?? 0),
        hallmarked: line.hallmarked,
        huids: input.pieces.filter((p) => p.lineId === line.id).map((p) => p.huid),
      }))
      .filter((line) => line.quantity > 0),
    cashToCollect: order.paymentMethod === 'POD' ? order.total : null,
  };
}
