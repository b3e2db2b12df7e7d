import type { PageMeta, PaginationQuery } from '@hireloop/shared/api';

export function pageOffset(query: PaginationQuery): number {
  return (query.page - 1) * query.per_page;
}

export function pageMeta(query: PaginationQuery, total: number): PageMeta {
  return {
    current_page: query.page,
    per_page: query.per_page,
    total,
    last_page: Math.max(1, Math.ceil(total / query.per_page)),
  };
}

/**
 * A page read by a statement that also selects the list's total (and other figures of the whole
 * list) on every row, as scalar subqueries evaluated once, so a page costs one statement. A page
 * past the end has no row to carry them: then the list's first row is read for them (`first`).
 */
export async function pageWithTotal<Row extends { total: number }>(
  read: (window: { limit: number; offset: number }) => Promise<Row[]>,
  window: { limit: number; offset: number },
): Promise<{ rows: Row[]; total: number; first: Row | undefined }> {
  const rows = await read(window);
  const [first] = rows.length > 0 || window.offset === 0 ? rows : await read({ limit: 1, offset: 0 });
  return { rows, total: first?.total ?? 0, first };
}
