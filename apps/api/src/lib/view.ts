import type { CurrencyCode, Language } from '@aurelle/contract';

/**
 * The language and currency a response is written in (Accept-Language, X-Currency). Made once per
 * request (`request.view`) and passed to services as it is.
 */
export type View = { readonly lang: Language; readonly currency: CurrencyCode };
