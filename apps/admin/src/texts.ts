import type { Metal, OrderStatus, StaffRole } from '@aurelle/contract';

// Shared by the shell, components/, lib/ and several features; at src/ so every layer may import it.

/**
 * The words more than one area shows. An area's own words sit beside its screens, in
 * features/<area>/texts.ts, which adds them to these; so a translation goes beside each table.
 * The server's error messages are not here: they are shown as the server sends them.
 */
export const texts = {
  app: {
    suffix: 'Back office',
    title: (screen: string, brand: string) => `${screen} · ${brand} back office`,
    loading: 'Loading…',
    skipToContent: 'Skip to content',
  },
  nav: {
    label: 'Main',
    dashboard: 'Dashboard',
    orders: 'Orders',
    toShip: (count: string) => `${count} to ship`,
    products: 'Products',
    catalogue: 'Catalogue',
    stock: 'Stock',
    metalRates: 'Metal rates',
    customers: 'Customers',
    coupons: 'Coupons',
    pages: 'Pages',
    content: 'Content',
    staff: 'Staff',
    audit: 'Audit log',
    settings: 'Settings',
    account: 'Account',
    more: 'More',
  },
  menu: {
    account: 'Your account',
    signOut: 'Sign out',
  },
  errors: {
    network: 'The back office cannot reach the server. Check the connection and try again.',
    status: (status: number) => `The server answered with an error (${status}). Try again.`,
    badAnswer: 'The server sent an answer the back office does not understand.',
    generic: 'Something went wrong. Try again.',
    screenTitle: 'Something went wrong',
    screenBody: 'This screen could not be shown. Reload the page to try again.',
    reload: 'Reload',
    retry: 'Try again',
  },
  notFound: {
    title: 'Page not found',
    body: 'There is no page at this address in the back office.',
    back: 'Go to the dashboard',
  },
  notAllowed: {
    title: 'Not available',
  },
  form: {
    required: 'Fill in this field',
    atMost: (max: number) => `Keep this to ${max} characters or fewer`,
    atLeast: (min: number) => `Write at least ${min} characters here`,
    notAChoice: 'Choose one of the values offered',
    invalid: 'This value is not one the form accepts: check it',
    saving: 'Saving…',
  },
  leave: {
    title: 'Leave without saving?',
    body: 'What you typed here and did not save will be lost.',
    confirm: 'Leave',
  },
  password: {
    rule: (min: number, length: number) =>
      length >= min
        ? `At least ${min} characters: done`
        : `At least ${min} characters (${length} so far)`,
    mismatch: 'The two passwords are not the same',
    show: 'Show password',
    hide: 'Hide password',
  },
  roles: {
    owner: 'Owner',
    manager: 'Manager',
    fulfilment: 'Fulfilment',
    accountant: 'Accountant',
  } satisfies Record<StaffRole, string>,
  secondFactor: {
    title: 'Enter your code',
    intro: 'Open your authenticator app and enter the 6-digit code it shows for this shop.',
    code: 'Code',
    codeHint: 'Six digits',
    recoveryIntro: 'Enter one of the recovery codes you saved when you set up two-factor sign-in.',
    recoveryCode: 'Recovery code',
    recoveryHint: 'Ten letters and digits, such as abcde-12345. Each works once.',
    useRecovery: 'Use a recovery code',
    useCode: 'Use the authenticator app',
    submit: 'Continue',
    submitting: 'Checking…',
    startAgain: 'Sign in as someone else',
  },
  recoveryCodes: {
    title: 'Your recovery codes',
    intro:
      'Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.',
    listLabel: 'Recovery codes',
    copyAll: 'Copy all',
    download: 'Download as .txt',
    fileName: 'recovery-codes.txt',
    fileHeader: (brand: string) => `${brand} back office: recovery codes. Each works once.`,
    saved: 'I have saved them',
  },
  copy: {
    copy: 'Copy',
    copied: 'Copied',
    failed: 'Copying is blocked here; select the text instead',
  },
  orderStatuses: {
    Placed: 'Placed',
    Packed: 'Packed',
    Shipped: 'Shipped',
    Delivered: 'Delivered',
    Cancelled: 'Cancelled',
    Released: 'Released',
  } satisfies Record<OrderStatus, string>,
  dialog: {
    close: 'Close',
    cancel: 'Cancel',
  },
  pager: {
    first: 'First page',
    next: 'Next page',
  },
  filterBar: {
    label: 'Filters',
    clear: 'Clear filters',
  },
  rupees: {
    shownAs: (formatted: string) => `Shown as ${formatted}`,
    hint: 'In rupees, as you write them: 45000 or 45,000.50',
  },
  noteForm: {
    add: 'Add note',
    adding: 'Adding…',
    added: 'Note added.',
  },
  metals: {
    'gold-24k': '24K gold',
    'gold-22k': '22K gold',
    'gold-18k': '18K gold',
    'gold-14k': '14K gold',
    'platinum-950': 'Platinum 950',
    'silver-925': 'Silver 925',
  } satisfies Record<Metal, string>,
} as const;

export type Texts = typeof texts;
