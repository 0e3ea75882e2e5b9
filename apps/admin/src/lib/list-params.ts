/** Where a list read a page at a time stands: the cursor of this page, and its number. */
export type PageParams = {
  /** The cursor of this page (the `next` of the page before); empty on the first. */
  after: string;
  /** This page's number, for the pager's words only: the cursor alone says where it starts. */
  page: number;
};

/** The page the address says: its cursor, and its number (1 without a cursor or a sound number). */
export function readPage(search: URLSearchParams): PageParams {
  const after = search.get('after') ?? '';
  const page = Number(search.get('page'));
  return { after, page: after && Number.isInteger(page) && page > 1 ? page : 1 };
}

/**
 * The address of a list's state: its `values` in their order, the empty ones left out so it
 * stays short, then the page (none on the first).
 */
export function listAddress(values: Record<string, string>, { after, page }: PageParams) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value) search.set(name, value);
  if (after) {
    search.set('after', after);
    search.set('page', String(page));
  }
  return search;
}

/** The value when it is one of `values`, else '' (no filter). */
export const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  values.includes(value as T) ? (value as T) : '';
