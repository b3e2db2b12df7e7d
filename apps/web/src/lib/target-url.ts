// The page to return to after signing in (SPEC.md §2 "Post-login landing", §4 "Session"): stored
// with an expiry when a signed-out visit is sent to /login (2 h) or a session ends (4 h).
import { STORAGE_KEYS } from '@hireloop/shared/constants';
import { getStoredItem, removeStoredItem, setStoredItem } from './storage.ts';

export interface TargetUrl {
  /** Path and query string, e.g. `/company-candidates?stage=3`. */
  url: string;
  /** The `set_company_id` query value, passed on to `POST /login`. */
  setCompanyId: number | null;
}

/** Only the parts of a location this needs, so `window.location` and `URL` both fit. */
type LocationLike = Pick<URL, 'pathname' | 'search'>;

/**
 * The `set_company_id` of a query string: a positive whole number, as `loginQuerySchema` accepts
 * it, or null.
 */
export function setCompanyIdOf(search: string | URLSearchParams): number | null {
  const value = new URLSearchParams(search).get('set_company_id');
  return value !== null && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;
}

export function targetUrlOf(location: LocationLike): TargetUrl {
  return { url: `${location.pathname}${location.search}`, setCompanyId: setCompanyIdOf(location.search) };
}

export function storeTargetUrl(location: LocationLike, ttlMs: number): void {
  setStoredItem<TargetUrl>(STORAGE_KEYS.targetUrl, targetUrlOf(location), ttlMs);
}

function isTargetUrl(value: unknown): value is TargetUrl {
  if (typeof value !== 'object' || value === null) return false;
  const { url, setCompanyId } = value as Partial<TargetUrl>;
  return (
    typeof url === 'string' &&
    url.startsWith('/') &&
    !url.startsWith('//') &&
    (setCompanyId === null || typeof setCompanyId === 'number')
  );
}

/** The stored target, if one is there, unexpired and well-formed (a same-site path). */
export function readTargetUrl(): TargetUrl | undefined {
  const stored = getStoredItem<unknown>(STORAGE_KEYS.targetUrl);
  return isTargetUrl(stored) ? stored : undefined;
}

/** Reads the target and removes it: a target is used for one landing only. */
export function takeTargetUrl(): TargetUrl | undefined {
  const target = readTargetUrl();
  removeStoredItem(STORAGE_KEYS.targetUrl);
  return target;
}
