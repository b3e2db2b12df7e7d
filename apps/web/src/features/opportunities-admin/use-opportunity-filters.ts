// The list's filters live in the URL (DESIGN.md §2): `?status=published&search=baker&page=2`.
import { OPPORTUNITY_STATUSES, type OpportunityStatus } from '@hireloop/shared/opportunities/enums';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { OpportunityFilters } from './api/opportunities.ts';

const isStatus = (value: string | null): value is OpportunityStatus =>
  (OPPORTUNITY_STATUSES as readonly (string | null)[]).includes(value);

export function useOpportunityFilters(): [
  OpportunityFilters,
  (changes: Partial<OpportunityFilters>) => void,
] {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = searchParams.get('status');
  const page = Number(searchParams.get('page'));
  const filters: OpportunityFilters = {
    status: isStatus(status) ? status : null,
    search: searchParams.get('search') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };

  const update = useCallback(
    (changes: Partial<OpportunityFilters>) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          const write = (key: string, value: string | null) => {
            if (value) params.set(key, value);
            else params.delete(key);
          };
          if ('status' in changes) write('status', changes.status ?? null);
          if ('search' in changes) write('search', changes.search?.trim() || null);
          // Another filter shows other rows: back to the first page.
          const page = changes.page ?? 1;
          write('page', page > 1 ? String(page) : null);
          return params;
        },
        // Typing a search replaces the entry instead of adding one per keystroke.
        { preventScrollReset: true, replace: 'search' in changes },
      ),
    [setSearchParams],
  );

  return [filters, update];
}
