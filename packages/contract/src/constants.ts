/** Spec §9 business constants, in one place for the API and the web. */
export const OTP_LENGTH = 4;
export const RESEND_SECONDS = 60;
export const SEARCH_DEBOUNCE_MS = 500;
export const NEW_ARRIVAL_SUGGESTIONS = 6;
export const SKELETON_TILES = 12;
export const CART_BADGE_CAP = 9;
export const STOCK_BADGE_CAP = 99;
export const DELIVERY_DAYS = 14;
export const PIN_CODE_LENGTH = 6;
export const SHIPPING_COST = 0;
export const DEFAULT_DIAL_CODE = '91';
export const PAGE_SIZE = 10;
/** Hard ceiling on `limit` for any list call. */
export const MAX_PAGE_SIZE = 60;
export const UNUSED_DATA_SECONDS = 60;
export const COOKIE_DAYS = {
  currency: 30,
  visitor: 30,
  consentAccepted: 30,
  consentDenied: 1,
} as const;
/** Spec §9 launch countdown target: 2025-01-28 12:50 local time. */
export const DEFAULT_LAUNCH_AT = '2025-01-28T12:50:00';
export const HEADER_HIDE_SCROLL_PX = 25;
export const STICKY_HEADER_THRESHOLD_PX = -60;
export const SHELL_TOAST_AUTO_CLOSE_MS = 2000;
export const TOAST_AUTO_CLOSE_MS = 5000;
export const COUPON_LIST_MAX_HEIGHT_PX = 130;
export const LAZY_IMAGE_MARGIN_PX = 100;
export const TRANSLATION_RETRIES = 5;
export const TRANSLATION_RETRY_START_MS = 350;
export const MAX_SEARCH_LENGTH = 100;
export const RECENTLY_VIEWED_CAP = 20;
/** Most distinct lines (product and variant) one cart holds. */
export const CART_MAX_LINES = 50;
/** Most units on a cart line: fine jewellery is not bought by the crate; more is a slip or abuse. */
export const CART_MAX_QUANTITY = 99;
/**
 * Indian law (Income-tax Act s.269ST): no cash of ₹2,00,000 or more for one transaction, so cash on
 * delivery only below this total, compared in INR minor units whatever the display currency.
 */
export const POD_CAP_INR_PAISE = 2_00_000_00;
/** GST on jewellery (HSN 7113), contained in every price (prices are GST-inclusive). */
export const GST_RATE_PERCENT = 3;
/** Most distinct lines one order carries (a cart's limit). */
export const ORDER_MAX_LINES = CART_MAX_LINES;
/** Most related pieces an owner picks for a product, and most a product page shows. */
export const RELATED_PRODUCTS_MAX = 8;
/** Most products one wishlist holds. */
export const WISHLIST_MAX_ITEMS = 100;

export const CURRENCIES = ['USD', 'INR', 'AED', 'EUR'] as const;
export type CurrencyCode = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: CurrencyCode = 'INR';

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const ADDRESS_LABELS = ['Home', 'Office', 'Other'] as const;

/** The orders every product list offers. */
export const SORTS = ['featured', 'newest', 'price-asc', 'price-desc'] as const;
/** A list with a search term offers relevance too, first: it is that list's default. */
export const SEARCH_SORTS = ['relevance', ...SORTS] as const;
export type Sort = (typeof SEARCH_SORTS)[number];

export function isCurrency(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
