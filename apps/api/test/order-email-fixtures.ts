import mjml2html from 'mjml';
import type { OrderRow } from '../src/modules/order/order.repository.ts';
import { fill } from '../src/modules/order/order-email-frame.ts';
import { composeOrderEmail, type OrderEmailInput } from '../src/modules/order/order-email.ts';
import type { OrderEmailTemplate } from '../src/modules/order/order-email.repository.ts';

/** The shop the order e-mail tests write as. */
export const emailSite = { brandName: 'Aurelle', publicUrl: 'https://shop.example' };

/** An order row in English and rupees, without a discount, to Asha Rao in Bengaluru; `over` on top. */
export const orderRow = (over: Partial<OrderRow>) =>
  ({
    id: 'o1',
    language: 'en',
    currency: 'INR',
    currencyRate: '1',
    discount: 0,
    userInfo: {
      address: {
        name: 'Asha Rao',
        phone: '+919800000000',
        address1: '12 MG Road',
        address2: null,
        city: 'Bengaluru',
        state: 'Karnataka',
        country: 'India',
        zipCode: '560001',
      },
    },
    ...over,
  }) as OrderRow;

/** The HTML MJML makes of the e-mail with its values written in, without the layout cache. */
export async function directHtml(template: OrderEmailTemplate, input: OrderEmailInput) {
  const { source, values } = composeOrderEmail(template, input);
  const { html } = await mjml2html(fill(source, values), {
    validationLevel: 'soft',
    keepComments: false,
  });
  return html;
}
