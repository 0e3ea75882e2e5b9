import type { CurrencyCode, Language } from '@aurelle/contract';

/**
 * The language and currency a response is written in (Accept-Language, X-Currency). Made once per
 * request (`request.locale`) and passed to services as it is.
 */
export type Locale = { readonly lang: Language; readonly currency: CurrencyCode };
