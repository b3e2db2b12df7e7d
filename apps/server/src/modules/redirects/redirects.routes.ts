// GET /redirect?to= (docs/api/redirects.md): the safe redirect for links in emails. 302 to our own
// origin or an allowed host; anything else 400 with a page saying why (no link to the target).
import { fileResponse, noContentSchema } from '@hireloop/shared/responses';
import { z } from '@hireloop/shared/zod';
import type { App, AppDeps } from '#server/http/types.ts';
import { escapeHtml } from '#server/lib/html.ts';
import { followRedirect } from './redirects.service.ts';
import { parseAllowHosts } from './safe-redirect.ts';

function refusedPage(reason: string, host: string | null, appUrl: string): string {
  const e = escapeHtml;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Link not opened – Hireloop</title><style>body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc}
main{max-width:36rem;margin:4rem auto;padding:2rem;background:#fff;border:1px solid #e2e8f0;border-radius:.75rem}
h1{font-size:1.4rem;margin:0 0 .75rem}p{line-height:1.5;color:#334155}a{color:#1e3a8a}</style></head>
<body><main><h1>Link not opened</h1><p>${e(reason)}</p>${host ? `<p>It pointed to <strong>${e(host)}</strong>. If you expected it, copy the address from the email yourself.</p>` : ''}
<p><a href="${e(appUrl)}/">Go to Hireloop</a></p></main></body></html>`;
}

export function registerRedirectRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const allowList = parseAllowHosts(deps.config.REDIRECT_ALLOW_HOSTS);

  app.get(
    '/redirect',
    {
      config: { public: true, cookieless: true },
      schema: {
        querystring: z.object({ to: z.string().max(4096) }),
        response: { 302: noContentSchema, 400: fileResponse('Why the link was not opened', ['text/html']) },
      },
    },
    async (request, reply) => {
      const decision = await followRedirect(db, request.query.to, deps.config.appUrl, allowList);
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      if (decision.allowed) return reply.redirect(decision.location, 302);
      return reply
        .status(400)
        .type('text/html; charset=utf-8')
        .send(refusedPage(decision.reason, decision.host, deps.config.appUrl));
    },
  );
}
