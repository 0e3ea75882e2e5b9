import type { SocialNetwork, StaffRole } from '@aurelle/contract';
import { texts as shared } from '../../texts.ts';

/**
 * Settings: the words only this area shows. `texts` here holds them after the shared ones
 * (src/texts.ts), so the area's code reads every word from its own folder.
 */
export const texts = {
  ...shared,
  settings: {
    title: 'Settings',
    security: 'Sign-in security',
    twoFactor: 'Two-factor sign-in required',
    twoFactorIntro:
      'A role ticked here sets up an authenticator app before anything else; the others are offered it.',
    twoFactorRoles: {
      owner: 'Staff accounts, settings and every other part of the shop.',
      manager: 'Refunds, customers and their erasure, the catalogue and prices.',
      fulfilment: 'Delivery addresses and cash collected on delivery.',
      accountant: 'Sales, exports and invoices.',
    } satisfies Record<StaffRole, string>,
    ownerAlways: 'Always, in production: an owner can change everything.',
    sessions: 'Sessions',
    sessionIdleMinutes: 'Sign out after inactivity (minutes)',
    sessionIdleHint: 'From 5 to 120. 30 is recommended.',
    sessionMaxHours: 'Longest session (hours)',
    sessionMaxHint: 'From 1 to 24; then everyone signs in again. 12 is recommended.',
    saveSecurity: 'Save sign-in security',
    securitySaved: 'Saved. Open sessions follow the new rules at once.',
    readOnly: 'Only an owner can change this.',
    saved: 'Saved.',
    orders: 'Orders',
    notifyEmail: 'New-order e-mails',
    notifyEmailHint:
      'Where each new order is told: up to 5 addresses, separated by commas. Empty: every active owner.',
    hallmarkingCharge: 'Hallmarking charge per piece (₹)',
    hallmarkingChargeHint:
      'What BIS charges to hallmark a piece, before its GST (₹45 by default). Invoices show it on each hallmarked line as part of the price; prices do not change.',
    save: 'Save',
    legal: 'Legal details',
    shipping: 'Shipping',
    shippingCharge: 'Shipping charge (₹)',
    shippingChargeHint:
      '0: shipping is free, as the shop says today. Otherwise added to each order under the amount below, and billed on the GST invoice at the jewellery’s rate.',
    shippingFreeFrom: 'Charged on orders under (₹)',
    shippingFreeFromHint:
      'What the customer pays for the pieces after any coupon. From this amount up, shipping is free.',
    saveShipping: 'Save shipping',
    shippingSaved: 'Saved. The shop’s carts follow at once; orders already placed keep theirs.',
    cash: 'Cash on delivery',
    cashEnabled: 'Offer cash on delivery',
    cashEnabledHint:
      'Off: the shop’s payment step no longer offers it, and the shop refuses cash orders. Orders already placed keep theirs.',
    cashCap: 'Offered for orders under (₹)',
    cashCapHint:
      'At most ₹2,00,000: the law forbids taking that much or more in cash for one sale.',
    saveCash: 'Save cash on delivery',
    cashSaved: 'Saved. The shop follows at once.',
    storefront: 'Shop pages',
    quoteEmail: 'Request-quote e-mails',
    quoteEmailHint:
      'Where the catalogue’s “request a quote” line and customer care send customers. Empty: the customer care e-mail in the legal details.',
    launchAt: 'Launch date and time',
    launchAtHint:
      'In each visitor’s own time zone, as the countdown reads it. Until then the shop shows only its coming-soon page with a countdown; a date past opens the shop.',
    saveStorefront: 'Save shop pages',
    storefrontSaved: 'Saved. The shop follows at once.',
    social: 'Social links',
    socialIntro:
      'The shop’s footer links to each page given here, in both languages. Empty: no link to that network.',
    networks: {
      instagram: 'Instagram',
      facebook: 'Facebook',
      pinterest: 'Pinterest',
      x: 'X',
      youtube: 'YouTube',
      linkedin: 'LinkedIn',
    } satisfies Record<SocialNetwork, string>,
    saveSocial: 'Save social links',
    socialSaved: 'Saved. The shop follows at once.',
  },
  legal: {
    demo: 'These are the demo shop’s details. Enter your own before you sell.',
    missing: 'Enter the shop’s legal details: its invoices and its disclosures need them.',
    legalName: 'Legal name',
    gstin: 'GSTIN',
    gstinHint: '15 characters, as on the GST registration certificate.',
    address: 'Address',
    city: 'City',
    pinCode: 'PIN code',
    state: 'State',
    invoicePrefix: 'Invoice prefix',
    invoicePrefixHint: 'Up to 4 capital letters or digits: invoices read AUR/26-27/000042.',
    business: 'Business',
    invoices: 'Invoices',
    customerCare: 'Customer care',
    shopPhoneHint: 'The shop’s phone: its footer and customer care page show this one.',
    shopEmailHint: 'The shop’s e-mail: its footer and customer care page show this one.',
    shopAddressHint:
      'The street of the shop’s address: its footer and invoices show it with the city, PIN code and state.',
    grievanceOfficer: 'Grievance officer',
    phone: 'Phone',
    email: 'E-mail',
    officerName: 'Name',
    officerDesignation: 'Designation',
    save: 'Save legal details',
  },
} as const;
