import {
  format,
  orderAdminMessages as say,
  PACKING_SLIPS_MAX,
  type LegalDetails,
} from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { PdfFile } from '../../lib/pdf-reply.ts';
import type { OrderAdminRepository, OrderRow } from './order-admin.repository.ts';
import { readyToPack } from './order-admin.view.ts';
import type { PackingSlipRepository } from './packing-slip.repository.ts';
import { packingSlipOf, shopOf, type PackingSlip } from './packing-slip.ts';

/** pdfmake and its fonts load with the first document drawn, not with the server. */
async function render(slips: readonly PackingSlip[]): Promise<Uint8Array> {
  const { renderPackingSlips } = await import('./packing-slip-pdf.ts');
  return renderPackingSlips(slips);
}

/** India's day of a moment, for a file's name: 2026-11-28. */
const indiaDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(at);

type Deps = {
  db: Db;
  repo: OrderAdminRepository;
  slips: PackingSlipRepository;
  clock: Clock;
  legalDetails: () => Promise<LegalDetails | null>;
  brandName: string;
};

/**
 * Packing slips: a PDF with, for each order, what goes in the parcel (each piece with its options
 * and HUIDs) and where it goes, and no price but a cash order's amount to collect. Drawn in the
 * request from the order as it is; nothing is kept or recorded.
 */
export function createPackingSlips({ db, repo, slips, clock, legalDetails, brandName }: Deps) {
  /**
   * The orders' slips, read in one transaction so each is as of one moment; the shop's details
   * are read before it opens, on a connection of their own.
   */
  async function slipsOf(
    tx: Db,
    orders: readonly OrderRow[],
    shop: PackingSlip['shop'],
  ): Promise<PackingSlip[]> {
    const ids = orders.map((order) => order.id);
    const lines = await slips.lines(tx, ids);
    const pieces = await slips.pieces(tx, ids);
    const refunds = await slips.refunds(tx, ids);
    return orders.map((order) =>
      packingSlipOf({
        order,
        shop,
        lines: lines.filter((line) => line.orderId === order.id),
        pieces,
        refunds: refunds.filter((refund) => refund.orderId === order.id),
      }),
    );
  }

  return {
    /**
     * One order's slip: an order to pack (placed, and paid or cash on delivery) or packed. Any
     * other state is a 409 naming it.
     */
    async packingSlip(orderId: string): Promise<PdfFile> {
      const shop = shopOf(await legalDetails(), brandName);
      const slip = await db.transaction(async (tx) => {
        const order = await repo.order(tx, orderId);
        if (!order) throw notFound(say.notFound);
        if (order.status === 'Placed' && !readyToPack(order))
          throw new AppError(409, say.packingSlipNotPaid);
        if (order.status !== 'Placed' && order.status !== 'Packed')
          throw new AppError(409, format(say.packingSlipRefused, { status: order.status }));
        return (await slipsOf(tx, [order], shop))[0];
      });
      if (!slip) throw notFound(say.notFound);
      return { filename: `packing-slip-${slip.orderNumber}.pdf`, pdf: await render([slip]) };
    },

    /**
     * The slips of every order waiting to be packed, oldest first, in one PDF: none is a 404,
     * more than `PACKING_SLIPS_MAX` a 409 saying how many.
     */
    async packingSlipsToPack(): Promise<PdfFile> {
      const shop = shopOf(await legalDetails(), brandName);
      const all = await db.transaction(async (tx) => {
        const orders = await slips.toPack(tx, PACKING_SLIPS_MAX + 1);
        if (orders.length === 0) throw notFound(say.packingSlipsNone);
        if (orders.length > PACKING_SLIPS_MAX)
          throw new AppError(
            409,
            format(say.packingSlipsTooMany, {
              count: await slips.countToPack(tx),
              max: PACKING_SLIPS_MAX,
            }),
          );
        return slipsOf(tx, orders, shop);
      });
      return { filename: `packing-slips-${indiaDay(clock.now())}.pdf`, pdf: await render(all) };
    },
  };
}
