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
