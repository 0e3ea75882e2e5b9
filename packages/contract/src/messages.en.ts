import { WISHLIST_MAX_ITEMS } from './constants.ts';
import { cartMessages } from './cart/cart-messages.ts';

/**
 * Spec §5 and §8 user-facing texts, verbatim (quirks included): the one message table the API and
 * the web share. English here, French in messages.fr.ts; `messagesFor(lang)` (messages.ts) picks one.
 */
export const messages = {
  search: { required: 'Search is required' },
  address: {
    nameRequired: 'Name is Required!',
    nameLetters: 'Name should contain only letters.',
    phoneRequired: 'Phone Number is Required!',
    phoneInvalid: 'Invalid Phone Number',
    address1Required: 'Address 1 is Required!',
    countryRequired: 'Country is Required!',
    stateRequired: 'State is Required!',
    cityRequired: 'City is Required!',
    pinRequired: 'Pin Code is Required!',
    pinInvalid: 'Invalid Pin Code',
    pinLength: 'Pin Code must be 6 digits',
    added: 'Address added successfully.',
    edited: 'Address Edited successfully.',
    // Not in the spec: the texts below are ours.
    deleted: 'Address deleted successfully.',
    notFound: 'Address not found.',
    tooMany: 'You can save up to 50 addresses.',
    labelInvalid: 'Label must be Home, Office or Other.',
    isoInvalid: 'Invalid location code.',
  },
  login: {
    phoneInvalid: 'Invalid phone number!',
    countryCodeRequired: 'Country code is required!',
    emailInvalid: 'Invalid email address!',
    success: 'Login Successful',
    // Not in the spec: the texts below are ours.
    identityRequired: 'Please enter a phone number or an e-mail address.',
    countryCodeInvalid: 'Invalid country code!',
    unknownPhone: 'No account uses this phone number. Please sign up.',
    unknownEmail: 'No account uses this e-mail address. Please sign up.',
    phoneUnavailable:
      'Codes by SMS are not available right now. Please log in with your e-mail address.',
    loggedOut: 'Logged out successfully.',
  },
  signup: {
    nameRequired: 'Name is required!',
    countryCodeRequired: 'Country code is required!',
    phoneRequired: 'Phone number is required!',
    phoneInvalid: 'Invalid phone number!',
    emailRequired: 'email is required!',
    success: 'Signup Successful',
    // Not in the spec: the texts below are ours.
    phoneTaken: 'An account already uses this phone number. Please log in.',
    emailTaken: 'An account already uses this e-mail address. Please log in.',
  },
  otp: {
    required: 'OTP is required!',
    // spec §5: the text says 6 digits while the check is 4.
    length: 'Please enter a valid 6-digit OTP.',
    // Not in the spec: the texts below are ours.
    sent: 'OTP sent successfully.',
    wrong: 'This code is not correct.',
    expired: 'This code has expired or no longer works. Please request a new one.',
    resendWait: 'Please wait {seconds} seconds before requesting a new code.',
    tooMany: 'Too many attempts. Please try again in {minutes} minutes.',
    deliveryFailed: 'We could not send your code. Please try again in a moment.',
    emailSubject: 'Your {brand} code: {code}',
    emailText:
      'Your {brand} code is {code}. It expires in {minutes} minutes. If you did not ask for it, you can ignore this e-mail.',
    emailGreeting: 'Hello {name},',
    sms: 'Your {brand} code is {code}. It expires in {minutes} minutes.',
  },
  /** Length caps on every text field (ours). */
  field: {
    max80: 'Must be at most 80 characters.',
    max100: 'Must be at most 100 characters.',
    max200: 'Must be at most 200 characters.',
    // Ours, not the spec's: the sign-in fields' cap, far above any of their rules.
    max1000: 'Must be at most 1000 characters.',
  },
  catalog: { productNotFound: 'Product not found' },
  coupon: {
    expired: 'Sorry! This coupon has expired',
    minimum: 'Oops! This coupon is valid on shopping of {symbol} {amount} or More',
    unavailable: 'Uh oh! This coupon is no longer available',
    // Ours, not the spec's: an unknown code, a customer's limit reached, and how a coupon's discount is described.
    notFound: 'Sorry! We could not find this coupon',
    perCustomer: 'Sorry! You have already used this coupon as many times as it allows',
    percentOff: '{percent}% off',
    percentOffUpTo: '{percent}% off, up to {amount}',
    amountOff: '{amount} off',
  },
  cart: cartMessages,
  wishlist: {
    loginRequiredAdd: 'Please login to add product in wishlist.',
    loginRequiredRemove: 'Please login to remove product in wishlist.',
    full: `Your wishlist can hold up to ${WISHLIST_MAX_ITEMS} pieces.`,
  },
  order: {
    placed: 'Order placed successfully.',
    // Ours, not the spec's: the server's refusals and the confirmation e-mail.
    notFound: 'Order not found',
    addressNotFound: 'Address not found',
    cartChanged: 'Your cart has changed. Please review it and place the order again.',
    cartEmpty: 'Your cart is empty.',
    pricesChanged: 'Prices have changed since you opened your cart. Please review it.',
    podUnavailable: 'Cash on delivery is not available at the moment.',
    podCap: 'Cash on delivery is available only for orders under {amount}.',
    emailSubject: 'Your {brand} order {number}',
    emailTitle: 'Thank you for your order',
    emailIntro: 'Hello {name}, your order {number} is confirmed.',
    emailQuantity: 'Quantity: {n}',
    // An order line's option by name and value (modules of the API and the shop's order page).
    optionWords: '{name}: {value}',
    emailSubtotal: 'Cart Total',
    emailDiscount: 'Coupon savings',
    emailShipping: 'Shipping',
    emailTotal: 'Order Total',
    emailGst: 'incl. GST {amount}',
    emailDeliverTo: 'Delivering to',
    emailPayment: 'Payment',
    methodCard: 'Card, UPI or net banking',
    methodCash: 'Cash on delivery',
    // The e-mails that follow the order (modules/order/order-update-emails.ts).
    emailHallmark: 'Hallmark HUID {huid} — check it in the BIS CARE app',
    emailShipped: {
      subject: 'Your order {number} has shipped',
      title: 'Your order is on its way',
      intro: 'Hello {name}, your order {number} has left our atelier and is on its way to you.',
      carrier: 'Carrier',
      trackingNumber: 'Tracking number',
      track: 'Track your parcel',
      invoice: 'Your GST tax invoice {invoice} is attached to this e-mail.',
    },
    emailDelivered: {
      subject: 'Your order {number} has been delivered',
      title: 'Your order has arrived',
      intro:
        'Hello {name}, your order {number} has been delivered. We hope it brings you joy for many years.',
    },
    emailCancelled: {
      subject: 'Your order {number} has been cancelled',
      title: 'Your order has been cancelled',
      intro: 'Hello {name}, we are sorry: we have had to cancel your order {number}.',
      nothingDue: 'Nothing is due from you.',
      refund:
        'You paid {amount}: the full amount is being refunded to the card, UPI or bank account you paid with. It should reach you within 5 to 7 working days.',
    },
    emailRefunded: {
      subject: 'A refund for your order {number}',
      title: 'Your refund',
      processed: 'Hello {name}, we have refunded {amount} for your order {number}.',
      pending: 'Hello {name}, we are refunding {amount} for your order {number}.',
      lines: 'Refunded pieces',
      toAccount:
        'It should reach the card, UPI or bank account you paid with within 5 to 7 working days, depending on your bank.',
      cashPending:
        'As you paid in cash on delivery, our client care team will arrange this refund with you directly.',
      cashProcessed:
        'As you paid in cash on delivery, our client care team has paid it back to you directly.',
    },
  },
  payment: {
    verifyFailed: 'Error verifying payment.',
    // Ours, not the spec's.
    alreadyPaid: 'This order is already paid.',
    notPayable: 'This order can no longer be paid. Please place it again.',
    cashOrder: 'This order is paid on delivery.',
    signatureInvalid: 'The payment could not be verified.',
    providerFailed: 'The payment service is not answering. Please try again.',
  },
  location: {
    failed: 'Failed to fetch country data: {reason}.',
    httpError: 'HTTP error! Status: {status}',
    notArray: 'API response format is unexpected. Expected an array.',
  },
  auth: {
    successTitle: "You're in",
    successText: 'A world crafted around your story awaits',
    explore: 'Explore {brand}',
  },
  cookie: { text: 'We use cookies to enhance your experience and offer personalized content.' },
  http: {
    notFound: 'Not Found',
    unauthorized: 'Unauthorized',
    badRequest: 'Bad Request',
    internal: 'Internal Server Error',
    tooMany: 'Too Many Requests',
    // Not in the spec: ours, when the database cannot be reached.
    unavailable: 'The shop is briefly unavailable. Please try again in a moment.',
    // Ours: an Idempotency-Key sent again with another request (decision 0046).
    keyReused: 'This Idempotency-Key was already used for a different request.',
  },
} as const;

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The shape of the message table, each text a string (a translation has the same keys). */
export type Messages = Widen<typeof messages>;
