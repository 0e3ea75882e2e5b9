import { texts as shared } from '../../texts.ts';

/**
 * The dashboard: the words only this area shows. `texts` here holds them after the shared ones
 * (src/texts.ts), so the area's code reads every word from its own folder.
 */
export const texts = {
  ...shared,
  dashboard: {
    title: 'Dashboard',
    owed: 'Cash still owed',
    owedHint: (count: number) =>
      count === 1
        ? 'On 1 order delivered with less collected'
        : `On ${count} orders delivered with less collected`,
    netSales: 'Net sales',
    periods: 'Period',
    periodName: { '1': 'Today', '7': '7 days', '30': '30 days', '90': '90 days' },
    periodCaption: (from: string, to: string) =>
      from === to ? `${to} (India time)` : `${from} to ${to} (India time)`,
    net: 'Net sales',
    orders: 'Orders',
    average: 'Average order value',
    netHint:
      'Net sales: card payments captured and cash collected at delivery, on the day the money came in, less refunds. Cancelled orders, unpaid orders and cash still to collect are not counted.',
    before: {
      '1': 'yesterday to this hour',
      '7': 'the 7 days before',
      '30': 'the 30 days before',
      '90': 'the 90 days before',
    },
    change: (change: string, previous: string, before: string) =>
      `${change} on ${before} (${previous})`,
    noChange: (previous: string, before: string) => `No change on ${before} (${previous})`,
    newSince: (before: string) => `None on ${before}`,
    chart: 'Net sales per day',
    chartSummary: (days: number, from: string, to: string) =>
      `Net sales per day, ${days} days from ${from} to ${to}`,
    showTable: 'Show as table',
    showChart: 'Show as chart',
    day: 'Day',
    highest: (amount: string) => `Highest day ${amount}`,
    topProducts: 'Top products',
    product: 'Product',
    quantity: 'Quantity',
    noSales: 'No sales in this period.',
    queue: 'Work queue',
    toShip: 'Orders to ship',
    steps: 'Orders waiting at each step',
    step: {
      placed: 'Placed, to pack',
      packed: 'Packed, to ship',
      shipped: 'Shipped, on the way',
      unpaid: 'Card payment awaited',
    },
    lowStockList: 'Low in stock',
    lowStockEmpty: 'Nothing is low in stock.',
    stockLeft: (stock: number, at: number) => `${stock} left (alert at ${at})`,
    recentOrders: 'Recent orders',
    recentEmpty: 'No orders yet.',
    allOrders: 'All orders',
    allStock: 'All stock',
    orderColumns: {
      order: 'Order',
      placed: 'Placed',
      customer: 'Customer',
      status: 'Status',
      total: 'Total',
    },
    lowStock: 'Low in stock',
    soldOut: 'Sold out',
    nothing: 'There is nothing on the dashboard for your role.',
    twoFactorBanner: 'Two-factor sign-in is off for your account.',
    twoFactorLink: 'Set it up',
  },
} as const;
