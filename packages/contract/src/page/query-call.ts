/** A call to the storefront API as a query makes it: a path under `/api`, its query and body. */
export type ApiCall = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Readonly<Record<string, string | number | boolean | undefined>>;
  body?: unknown;
  /** Sent without the bearer token even when there is one (spec §6). */
  anonymous?: boolean;
};

/** A call made as a query: `name` is its key's first part, which the refresh rules name. */
export type QueryCall = ApiCall & { name: string };

/**
 * A query's key for its call and who asks (the bearer token it carries, none for a visitor), the
 * same on both sides: the name first, so a change refreshes every query of that name; undefined
 * query values are left out, as they are of the URL.
 */
export function queryKeyOf(
  { name, method, path, query = {}, body = null, anonymous }: QueryCall,
  token: string | null = null,
) {
  return [name, method, path, query, body, anonymous ? null : token] as const;
}
