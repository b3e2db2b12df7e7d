// Lists keep their page in the URL (`?page=2`), so a page can be shared and survives a reload.

/** The page number of a `?page=` value: a whole number from 1, anything else is page 1. */
export function pageFromSearch(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** A route id from the URL (`/enterprise-groups/:id`), or null when it is not a positive integer. */
export function idFromParam(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** "1–20 of 45" figures of a list page. */
export function pageRange(meta: { currentPage: number; perPage: number; total: number }): {
  first: number;
  last: number;
} {
  const first = meta.total === 0 ? 0 : (meta.currentPage - 1) * meta.perPage + 1;
  return { first, last: Math.min(meta.currentPage * meta.perPage, meta.total) };
}
