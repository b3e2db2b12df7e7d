// The candidate panel's state in the URL: `?application=<id>` opens it on the board and on
// /company-candidates, so a link (e.g. a notification) can open one candidate directly.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

const PARAM = 'application';

export function usePanelParam(): [number | null, (applicationId: number | null) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = Number(searchParams.get(PARAM));
  const applicationId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const setApplication = useCallback(
    (next: number | null) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next === null) params.delete(PARAM);
          else params.set(PARAM, String(next));
          return params;
        },
        // Opening adds a history entry (Back closes the panel); closing does not.
        { preventScrollReset: true, replace: next === null },
      ),
    [setSearchParams],
  );
  return [applicationId, setApplication];
}
