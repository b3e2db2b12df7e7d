// The search page's URL state (search-params.ts) with the ways to change it.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  type ParamChanges,
  readOpportunitiesParams,
  type SearchFilters,
  withoutFilters,
  withParams,
} from './search-params.ts';

export function useOpportunitiesParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readOpportunitiesParams(searchParams), [searchParams]);
  const filters: SearchFilters = useMemo(
    () => ({
      q: params.q,
      location: params.location,
      remote: params.remote,
      employmentType: params.employmentType,
      payMin: params.payMin,
      payPeriod: params.payPeriod,
      page: params.page,
    }),
    [params],
  );

  const change = useCallback(
    (changes: ParamChanges, options: { replace?: boolean } = {}) =>
      setSearchParams((current) => new URLSearchParams(withParams(current, changes)), {
        replace: options.replace ?? false,
        preventScrollReset: true,
      }),
    [setSearchParams],
  );
  const clearFilters = useCallback(
    () =>
      setSearchParams((current) => new URLSearchParams(withoutFilters(current)), {
        preventScrollReset: true,
      }),
    [setSearchParams],
  );
  const hrefOf = useCallback(
    (id: number) => withParams(searchParams, { opportunity: String(id) }),
    [searchParams],
  );
  const backSearch = withParams(searchParams, { opportunity: null });

  return { params, filters, change, clearFilters, hrefOf, backSearch };
}
