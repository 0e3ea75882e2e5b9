import type { SearchOrderHit } from '@aurelle/contract';
import { texts as shared } from '../../texts.ts';

/** The back office's one search: the words only this area shows. */
export const texts = {
  ...shared,
  search: {
    title: 'Search',
    boxLabel: 'Find an order, customer or product',
    find: 'Find',
    placeholder: 'Order, phone, HUID…',
    submit: 'Search',
    fieldLabel: 'Search for',
    resultsSearch: 'Search again',
    hint: 'An order number, a customer’s name, e-mail or phone, a product’s name or a HUID',
    prompt: 'Type an order number, a name, an e-mail, a phone, a product or a HUID.',
    nothing: (q: string) => `Nothing matches “${q}”.`,
    orders: 'Orders',
    customers: 'Customers',
    products: 'Products',
    noOrders: 'No order matches.',
    noCustomers: 'No customer matches.',
    noProducts: 'No product matches.',
    huid: (huid: string) => `HUID ${huid}`,
    matched: {
      number: 'by its number',
      customer: 'by its customer',
      huid: 'by a piece’s HUID',
      product: 'by a product in it',
    } satisfies Record<SearchOrderHit['matched'], string>,
    found: (count: number) => (count === 1 ? '1 result' : `${count} results`),
  },
} as const;
