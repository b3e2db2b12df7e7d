// Company banners are dismissible for the session (SPEC.md §4): remembered per company and kind
// in sessionStorage, so they return in the next browser session.
import { useCallback, useState } from 'react';
import type { CompanyBannerKind } from './company-banners.ts';

const STORAGE_KEY = 'hireloop.dismissedCompanyBanners';

function readDismissed(): string[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function useBannerDismissals(companyId: number) {
  const [dismissed, setDismissed] = useState(readDismissed);
  const isDismissed = useCallback(
    (kind: CompanyBannerKind) => dismissed.includes(`${companyId}:${kind}`),
    [dismissed, companyId],
  );
  const dismiss = useCallback(
    (kind: CompanyBannerKind) => {
      const next = [...readDismissed(), `${companyId}:${kind}`];
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      } catch {
        // Storage full or blocked: the banner stays hidden until the page reloads.
      }
      setDismissed(next);
    },
    [companyId],
  );
  return { isDismissed, dismiss };
}
