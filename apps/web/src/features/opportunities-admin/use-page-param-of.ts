// A page number kept in the URL under a name of its own (DESIGN.md §2: filters in the URL).
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export function usePageParamOf(name: string): [number, (page: number) => void] {
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
        { preventScrollReset: true },
      ),
    [name, setSearchParams],
  );
  return [page, setPage];
}
