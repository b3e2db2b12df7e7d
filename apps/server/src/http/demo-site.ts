// The demo site's blocked features (DEMO_MODE, SPEC.md §1 and §8, issue 22), in one place: every
// route below answers 403 with "This feature is not available on the demo site." before its body
// is read. Real mail never leaves the demo site either (adapters/mail/create-mailer.ts), and SMS
// and invitations to real people are refused here.
import { DEMO_BLOCKED } from '@hireloop/shared/account-switch';
import { forbidden } from '../lib/errors.ts';
import type { App, AppDeps } from './types.ts';

interface BlockedFeature {
  feature: string;
  methods: readonly string[];
  /** Matched against the route's declared URL (`/api/invitations/:id/resend`). */
  url: RegExp;
}

const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

export const DEMO_BLOCKED_FEATURES: readonly BlockedFeature[] = [
  { feature: 'invitations to real people', methods: ['POST'], url: /^\/api\/invitations(\/:id\/resend)?$/ },
  { feature: 'invitations to real people', methods: ['POST'], url: /^\/api\/enterprise-invitations$/ },
  {
    feature: 'invitations to real people',
    methods: ['POST'],
    url: /^\/api\/talent-pool-contacts\/:id\/invite$/,
  },
  { feature: 'invitations to real people', methods: ['POST'], url: /^\/api\/user-imports(\/:id\/start)?$/ },
  { feature: 'text messages', methods: ['POST'], url: /^\/api\/send-verification-sms$/ },
  { feature: 'payments', methods: WRITES, url: /^\/api\/billing(?!\/stripe\/webhook)(\/|$)/ },
  { feature: 'payments', methods: ['POST'], url: /^\/api\/invoices\/:id\/pay$/ },
  { feature: 'exports', methods: ['GET'], url: /(\/export|\.csv)$/ },
  { feature: 'integrations', methods: WRITES, url: /^\/api\/integrations\/:service$/ },
  { feature: 'integrations', methods: ['GET'], url: /^\/api\/users\/self\/calendar-feed/ },
  { feature: 'account deletion', methods: ['DELETE'], url: /^\/api\/users\/(self|:id)$/ },
];

export function demoBlockedFeature(method: string, url: string): string | null {
  const hit = DEMO_BLOCKED_FEATURES.find(
    (blocked) => blocked.methods.includes(method) && blocked.url.test(url),
  );
  return hit?.feature ?? null;
}

export function registerDemoSiteGuard(app: App, deps: AppDeps): void {
  if (!deps.config.DEMO_MODE) return;
  const refuse = async (): Promise<void> => {
    throw forbidden(DEMO_BLOCKED);
  };
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!methods.some((method) => demoBlockedFeature(method, route.url) !== null)) return;
    const existing = route.preValidation ? [route.preValidation].flat() : [];
    route.preValidation = [refuse, ...existing];
  });
}
