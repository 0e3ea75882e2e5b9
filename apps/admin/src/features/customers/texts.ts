import { texts as shared } from '../../texts.ts';

/**
 * Customers, their page and the erasure of their data: the words only this area shows. `texts` here
 * holds them after the shared ones (src/texts.ts), so the area's code reads every word from its own
 * folder.
 */
export const texts = {
  ...shared,
  customers: {
    title: 'Customers',
    search: 'Search',
    searchHint: 'Name, e-mail or phone',
    tableLabel: 'Customers',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    orders: 'Orders',
    lifetimeValue: 'Lifetime value',
    joined: 'Joined',
    erased: 'Erased',
    none: '—',
    page: (page: number) => `Page ${page}`,
    empty: (q: string) => `No customer matches “${q}”.`,
    emptyAll: 'No customers yet.',
  },
  customer: {
    back: 'Back to customers',
    title: 'Customer',
    lifetimeValue: 'Lifetime value',
    lifetimeValueHint: 'Confirmed orders, less refunds',
    orders: 'Orders',
    openOrders: (count: number) => (count === 1 ? '1 to deliver' : `${count} to deliver`),
    since: 'Customer since',
    contact: 'Contact',
    email: 'E-mail',
    phone: 'Phone',
    none: 'None',
    identityNote:
      'Only the customer can change their e-mail or phone (they sign in with them), from their account in the shop.',
    erasedBanner: (date: string) =>
      `Personal data erased on ${date}. Their orders keep only what tax invoices need.`,
    addresses: 'Saved addresses',
    noAddresses: 'No saved addresses.',
    ordersTitle: 'Orders',
    ordersLabel: 'Orders of this customer',
    noOrders: 'No orders yet.',
    someOrders: (shown: number, total: number) => `The latest ${shown} of ${total} orders.`,
    order: 'Order',
    date: 'Date',
    status: 'Status',
    total: 'Total',
    refunded: (amount: string) => `${amount} refunded`,
    notes: 'Notes',
    notesIntro: 'Only staff read these. An erasure deletes them.',
    noNotes: 'No notes yet.',
    noteField: 'Add a note',
    noteHint: 'Sizes, preferences, what was agreed. At most 2000 characters.',
    noteBy: (name: string, when: string) => `${name} · ${when}`,
    someone: 'Staff',
    danger: 'Erase personal data',
    dangerIntro:
      'On the customer’s request (Digital Personal Data Protection Act, 2023). This cannot be undone.',
    openOrdersBlock: (count: number) =>
      `${count === 1 ? 'An order is' : `${count} orders are`} still to deliver: finish or cancel ${count === 1 ? 'it' : 'them'} first.`,
    erase: 'Erase personal data…',
  },
  eraseDialog: {
    title: 'Erase personal data?',
    description: (name: string) =>
      `${name}’s personal data is erased now, for good, and they are signed out at once.`,
    goes: 'Erased',
    goesItems: [
      'Name, e-mail and phone',
      'Saved addresses',
      'Cart, wishlist and recently viewed',
      'Staff notes',
      'Every session (they are signed out)',
    ],
    stays: 'Kept, as tax law requires (CGST Rules, Rule 46)',
    staysItems: [
      'Each order, its pieces and totals',
      'On an order of ₹51,500 or more (a taxable value of ₹50,000 or more): the name and delivery address on its invoice',
      'On a smaller order: only the state, the place of supply',
      'Never an e-mail or phone',
    ],
    confirm: (word: string) => `Type ${word} to confirm`,
    submit: 'Erase personal data',
    erasing: 'Erasing…',
  },
} as const;
