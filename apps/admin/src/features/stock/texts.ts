import type { StockReason } from '@aurelle/contract';
import { texts as shared } from '../../texts.ts';

/**
 * Stock and its changes: the words only this area shows. `texts` here holds them after the shared
 * ones (src/texts.ts), so the area's code reads every word from its own folder.
 */
export const texts = {
  ...shared,
  stock: {
    title: 'Stock',
    low: 'Low in stock',
    lowLabel: 'Products low in stock',
    lowIntro: 'Active products at or under their low-stock threshold, sold out first.',
    empty: 'Nothing is low in stock.',
    name: 'Name',
    sku: 'SKU',
    stock: 'Stock',
    threshold: 'Low at',
    status: 'Status',
    soldOut: 'Sold out',
    lowChip: 'Low',
    back: 'Back to stock',
    inStock: 'In stock',
    lowAt: 'Low at or under',
    adjust: 'Adjust stock',
    hallmarkedNote:
      'This product is hallmarked: its stock is its pieces. Receive or remove pieces by HUID on the product’s page.',
    direction: 'Add or remove',
    add: 'Add',
    remove: 'Remove',
    pieces: 'Pieces',
    piecesInvalid: 'Enter a whole number of pieces from 1 to 100000',
    stockAfter: (stock: number) => `Stock after this change: ${stock}`,
    reason: 'Reason',
    reasonRequired: 'Choose a reason',
    noteField: 'Note (optional)',
    noteHint: 'Up to 500 characters, e.g. a supplier’s invoice or what happened.',
    saveAdjustment: 'Save adjustment',
    adjusted: (stock: number) => `Saved. Stock is now ${stock}.`,
    thresholdTitle: 'Low-stock threshold',
    thresholdLabel: 'Low at or under',
    thresholdHint:
      'A whole number from 0 to 10000. The product is listed as low when its stock is at or under it.',
    saveThreshold: 'Save threshold',
    thresholdSaved: (lowAt: number) => `Saved. Low at ${lowAt} or fewer.`,
    history: 'Changes',
    historyLabel: 'Stock changes',
    historyIntro: 'The last 100 changes, newest first.',
    noMoves: 'No changes recorded yet.',
    time: 'Time',
    change: 'Change',
    note: 'Note',
    by: 'By',
    order: 'Order',
    system: 'System',
    none: '—',
  },
  stockReasons: {
    received: 'Received',
    sold: 'Sold',
    returned: 'Returned by a customer',
    damaged: 'Damaged',
    correction: 'Correction (count)',
    order_cancelled: 'Order cancelled',
  } satisfies Record<StockReason, string>,
} as const;
