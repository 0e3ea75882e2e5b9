/** Cookie names and local-storage keys the spec fixes (§3, §4). */
export const cookieNames = {
  currency: 'selectedCurrency',
  language: 'selectedLanguage',
  visitor: 'visitor_id',
  consent: 'cookieConsent',
} as const;

/** Local storage: the logged-in token (spec §3 "kept in local storage under the key user"). */
export const USER_STORAGE_KEY = 'user';
