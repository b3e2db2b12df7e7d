// Security headers from helmet, with a Content-Security-Policy the built client passes (no inline
// scripts, no CDNs). Our policy has no per-request parts (no nonces), so the headers are computed
// once at start and set by one cheap hook: running helmet per request cost ~70% of throughput.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Intercom's widget hosts (its CSP guide), allowed only when Intercom is configured (issue 22). */
const INTERCOM = {
  script: ['https://widget.intercom.io', 'https://js.intercomcdn.com'],
  connect: [
    'https://*.intercom.io',
    'wss://*.intercom.io',
    'https://*.intercomcdn.com',
    'https://*.intercomusercontent.com',
  ],
  img: ['https://*.intercomcdn.com', 'https://*.intercomassets.com', 'https://*.intercomusercontent.com'],
  font: ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com'],
  media: ['https://js.intercomcdn.com'],
  frame: ['https://intercom-sheets.com', 'https://www.intercom-reporting.com'],
};

/**
 * Stripe's card form (Stripe Elements) is Stripe.js from js.stripe.com with its fields in Stripe's
 * own frames, talking to api.stripe.com: allowed only when Stripe takes the payments (decision 091).
 */
const STRIPE: Partial<Record<keyof typeof INTERCOM, string[]>> = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/** Which outside services the pages may load: each only when it is configured. */
export interface ThirdPartySources {
  intercom?: boolean;
  stripe?: boolean;
}

export function securityHeaderOptions(appUrl: string, options: ThirdPartySources = {}): HelmetOptions {
  const isHttps = appUrl.startsWith('https:');
  const extra = (kind: keyof typeof INTERCOM) => [
    ...(options.intercom ? INTERCOM[kind] : []),
    ...(options.stripe ? (STRIPE[kind] ?? []) : []),
  ];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...extra('script')],
        // react-toastify and Radix set inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...extra('img')],
        fontSrc: ["'self'", 'data:', ...extra('font')],
        connectSrc: ["'self'", 'ws:', 'wss:', ...extra('connect')],
        mediaSrc: ["'self'", 'blob:', ...extra('media')],
        frameSrc: ["'self'", ...extra('frame')],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only makes sense (and only works) when the app is served over https.
    strictTransportSecurity: isHttps ? { maxAge: 15552000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // Say what frame-ancestors 'none' says to browsers that only read the older header.
    xFrameOptions: { action: 'deny' },
  };
}

/** Runs helmet once against a recording response and returns the headers it set. */
export function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

export function registerSecurityHeaders(
  app: FastifyInstance,
  appUrl: string,
  options: ThirdPartySources = {},
): void {
  const headers = computeSecurityHeaders(securityHeaderOptions(appUrl, options));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
