// What this deployment is (`GET /api/site`, docs/api/demo.md): the demo site or not, and which chat
// support the launcher opens. Asked once per visit and kept; the guards wait for it.

import type { CamelCasedKeys } from '@hireloop/shared/case';
import type { SiteSettings as SiteSettingsWire } from '@hireloop/shared/demo';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './http.ts';
import { queryClient, SHELL_QUERY_META } from './query-client.ts';

export type SiteSettings = CamelCasedKeys<SiteSettingsWire>;

export const SITE_SETTINGS_QUERY_KEY = ['site-settings'] as const;

/** What the client assumes when the server cannot say: the real site with built-in support. */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  demoMode: false,
  supportChat: { provider: 'built_in', intercomAppId: null, intercomHost: null },
};

export function siteSettingsQueryOptions() {
  return queryOptions({
    queryKey: SITE_SETTINGS_QUERY_KEY,
    queryFn: ({ signal }) =>
      api.get<SiteSettings>('/api/site', { signal, skipErrorHandling: true, background: true }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: 1,
    // Read by the app shell on every page: an account switch must not wait for it to leave.
    meta: SHELL_QUERY_META,
  });
}

/** The settings, or the defaults when the server could not be asked. */
export async function loadSiteSettings(): Promise<SiteSettings> {
  try {
    return await queryClient.ensureQueryData(siteSettingsQueryOptions());
  } catch (error) {
    console.warn('Could not load the site settings', error);
    return DEFAULT_SITE_SETTINGS;
  }
}

export function useSiteSettings(): SiteSettings {
  return useQuery(siteSettingsQueryOptions()).data ?? DEFAULT_SITE_SETTINGS;
}
