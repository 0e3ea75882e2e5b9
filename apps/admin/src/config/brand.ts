/**
 * The shop's name, which the server writes into the page (`<meta name="brand">`), so the screens
 * before sign-in can show it; signed in, the session says it too.
 */
export const PAGE_BRAND: string | undefined =
  document.querySelector<HTMLMetaElement>('meta[name="brand"]')?.content || undefined;
