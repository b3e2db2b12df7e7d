// A page number kept in the URL (DESIGN.md §2: filters in the URL), e.g. `?page=2`, under the name
// a list chooses (a page with two lists gives each its own).
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export function usePageParam(
  name = 'page',
  { keepScroll = true }: { keepScroll?: boolean } = {},
): [number, (page: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = Number(searchParams.get(name));
  const page = Number.isInteger(raw) && raw > 0 ? raw : 1;
  const setPage = useCallback(
    (next: number) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next <= 1) params.delete(name);
          else params.set(name, String(next));
          return params;
        },
        { preventScrollReset: keepScroll },
      ),
    [name, keepScroll, setSearchParams],
  );
  return [page, setPage];
}
