/** Spec §5 and §8 user-facing texts, verbatim (quirks included). */
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
  },
  login: {
    phoneInvalid: 'Invalid phone number!',
    countryCodeRequired: 'Country code is required!',
    emailInvalid: 'Invalid email address!',
    success: 'Login Successful',
  },
  signup: {
    nameRequired: 'Name is required!',
    countryCodeRequired: 'Country code is required!',
    phoneRequired: 'Phone number is required!',
    phoneInvalid: 'Invalid phone number!',
    emailRequired: 'email is required!',
    success: 'Signup Successful',
  },
  otp: {
    required: 'OTP is required!',
    // spec §5: the text says 6 digits while the check is 4.
    length: 'Please enter a valid 6-digit OTP.',
  },
  coupon: {
    expired: 'Sorry! This coupon has expired',
    minimum: 'Oops! This coupon is valid on shopping of {symbol} {amount} or More',
    unavailable: 'Uh oh! This coupon is no longer available',
  },
  cart: {
    loginRequired: 'Please login to add product in cart.',
    outOfStock: 'Sorry, this product is currently out of stock.',
    added: 'Added to cart successfully.',
    removed: '{product} removed from cart successfully.',
    empty: 'Nothing here yet. Take a look at our latest creations and make them yours.',
  },
  wishlist: {
    loginRequiredAdd: 'Please login to add product in wishlist.',
    loginRequiredRemove: 'Please login to remove product in wishlist.',
  },
  order: { placed: 'Order placed successfully.' },
  payment: { verifyFailed: 'Error verifying payment.' },
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
  },
} as const;

/** Fills `{name}` placeholders in a message. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
