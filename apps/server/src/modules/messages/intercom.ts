// Intercom chat support (issue 22): with INTERCOM_APP_ID and INTERCOM_IDENTITY_SECRET set, the
// client loads Intercom's widget, only on the production host over https (SPEC.md §9), and passes
// `intercom_user_hash` for Intercom's identity verification. Otherwise the launcher opens the
// built-in support conversation (support.routes.ts).
import { createHmac } from 'node:crypto';
import type { SiteSettings } from '@hireloop/shared/demo';
import type { Config } from '#server/config.ts';

type IntercomConfig = Pick<
  Config,
  'INTERCOM_APP_ID' | 'INTERCOM_IDENTITY_SECRET' | 'appUrl' | 'isProduction'
>;

function intercomEnabled(config: IntercomConfig): boolean {
  return Boolean(config.INTERCOM_APP_ID && config.INTERCOM_IDENTITY_SECRET);
}

/** HMAC-SHA256 of the user id with the identity secret, hex: what Intercom's `user_hash` expects. */
export function intercomUserHash(config: IntercomConfig, userId: number): string | null {
  if (!intercomEnabled(config) || !config.INTERCOM_IDENTITY_SECRET) return null;
  return createHmac('sha256', config.INTERCOM_IDENTITY_SECRET).update(String(userId)).digest('hex');
}

export function intercomSettings(config: IntercomConfig): SiteSettings['support_chat'] {
  // The production host: the widget never loads on staging, the demo site or a laptop.
  const productionHost =
    config.isProduction && config.appUrl.startsWith('https://') ? new URL(config.appUrl).host : null;
  if (!intercomEnabled(config) || !productionHost) {
    return { provider: 'built_in', intercom_app_id: null, intercom_host: null };
  }
  return {
    provider: 'intercom',
    intercom_app_id: config.INTERCOM_APP_ID ?? null,
    intercom_host: productionHost,
  };
}
