/**
 * Local storage: the logged-in token (spec §3 "kept in local storage under the key user"). The
 * cookies' names are the contract's `COOKIE_NAMES`, which the server reads too.
 */
export const USER_STORAGE_KEY = 'user';
