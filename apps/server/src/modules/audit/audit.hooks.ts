// The audit log's one recording point (decisions 099, 107): an onSend hook writes a row for every
// state-changing request of a company user and for every request made while a super admin
// impersonates someone. Routes only declare what the request does (`config.audit`), which the
// activity report counts; nothing else in a route knows about the log.
import type { ActivityKind } from '@hireloop/shared/activities';
import type { FastifyRequest } from 'fastify';
import { requestActor } from '#server/http/actor.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { type AuditWriter, createAuditWriter } from './audit-writer.ts';

/** What a route declares it does: a kind, or a function of the (validated) request. */
export type AuditDeclaration = ActivityKind | ((request: FastifyRequest) => ActivityKind | null);

declare module 'fastify' {
  interface FastifyContextConfig {
    audit?: AuditDeclaration;
  }
  interface FastifyInstance {
    auditLog: AuditWriter;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The app's own endpoints; the client's files and pages (served to anyone) are left out. */
const AUDITED_PATHS = /^\/(api|user|broadcasting)\/|^\/(login|logout|two-factor-challenge)(\?|$)/;
/** Not changes of the company's data: realtime channel sign-ins and the development tools. */
const NOT_COMPANY_CHANGES = /^\/(broadcasting|api\/dev)\//;

export function declaredKind(request: FastifyRequest): ActivityKind | null {
  const declared = request.routeOptions.config?.audit;
  if (!declared) return null;
  if (typeof declared !== 'function') return declared;
  try {
    return declared(request);
  } catch {
    return null;
  }
}

export function registerAuditLog(app: App, deps: AppDeps): void {
  const { db } = deps.database;
  const writer = createAuditWriter(db, app.log);
  app.decorate('auditLog', writer);
  app.addHook('onClose', async () => {
    await writer.flush();
  });

  // onSend: after the handler, with the final status code, before the answer leaves.
  app.addHook('onSend', async (request, reply, payload) => {
    const userId = request.session?.userId ?? null;
    if (userId === null || !AUDITED_PATHS.test(request.url)) return payload;
    const impersonatorId = request.session?.data.impersonatorId ?? null;
    const changes = !SAFE_METHODS.has(request.method) && !NOT_COMPANY_CHANGES.test(request.url);
    if (impersonatorId === null && !changes) return payload;
    let companyId: number | null = null;
    try {
      companyId = (await requestActor(request, db)).activeCompany?.id ?? null;
    } catch {
      // The user is gone or signed out: an impersonated request is still recorded.
    }
    // Outside impersonation, only company users' changes are the company's audit log.
    if (impersonatorId === null && companyId === null) return payload;
    await app.auditLog.record(
      {
        actorUserId: userId,
        impersonatorUserId: impersonatorId,
        companyId,
        action: `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`,
        kind: reply.statusCode < 400 ? declaredKind(request) : null,
        target: request.url.slice(0, 2000),
        statusCode: reply.statusCode,
        ipAddress: request.ip,
        // The answer's time: a batch is written later, in one statement.
        createdAt: new Date(),
      },
      // An impersonated request's row exists once its answer has left (decision 099).
      { wait: impersonatorId !== null },
    );
    return payload;
  });
}
