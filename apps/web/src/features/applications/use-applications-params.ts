// The page's URL state: `?tab=all` (Active is the default) and `?page=`.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type ApplicationsTab = 'active' | 'all';

export function readApplicationsParams(params: URLSearchParams): { tab: ApplicationsTab; page: number } {
  const page = Number(params.get('page'));
  return {
    tab: params.get('tab') === 'all' ? 'all' : 'active',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The search of a tab's first page. */
export function tabSearch(tab: ApplicationsTab): string {
  return tab === 'all' ? '?tab=all' : '';
}

export function useApplicationsParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { tab, page } = readApplicationsParams(searchParams);
  const setPage = useCallback(
    (next: number) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next <= 1) params.delete('page');
          else params.set('page', String(next));
          return params;
        },
        { preventScrollReset: true },
      ),
    [setSearchParams],
  );
  return { tab, page, setPage };
}
