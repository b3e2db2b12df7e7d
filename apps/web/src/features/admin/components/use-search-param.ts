// A list's search text kept in the URL under its own name (the admin page has two lists); a new
// search goes back to the list's first page.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export function useSearchParam(name: string, pageName: string): [string, (text: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = searchParams.get(name) ?? '';
  const setValue = useCallback(
    (text: string) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (text.trim()) params.set(name, text.trim());
          else params.delete(name);
          params.delete(pageName);
          return params;
        },
        { preventScrollReset: true, replace: true },
      ),
    [name, pageName, setSearchParams],
  );
  return [value, setValue];
}
