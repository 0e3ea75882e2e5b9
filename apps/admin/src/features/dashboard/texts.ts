import { texts as shared } from '../../texts.ts';

/**
 * The dashboard: the words only this area shows. `texts` here holds them after the shared ones
 * (src/texts.ts), so the area's code reads every word from its own folder.
 */
export const texts = {
  ...shared,
  dashboard: {
    title: 'Dashboard',
    sales: 'Sales',
    salesFor: (day: string) => `Figures for ${day}, India time`,
    todayOrders: 'Orders today',
    todayReceived: 'Received today',
    monthOrders: 'Orders this month',
    monthReceived: 'Received this month',
    receivedHint:
      'Received: card payments captured and cash collected at delivery. Cash still to collect is not counted.',
    owed: 'Cash still owed',
    owedHint: (count: number) =>
      count === 1
        ? 'On 1 order delivered with less collected'
        : `On ${count} orders delivered with less collected`,
    queue: 'Work queue',
    toShip: 'Orders to ship',
    lowStock: 'Low in stock',
    soldOut: 'Sold out',
    nothing: 'There is nothing on the dashboard for your role.',
    twoFactorBanner: 'Two-factor sign-in is off for your account.',
    twoFactorLink: 'Set it up',
  },
} as const;
