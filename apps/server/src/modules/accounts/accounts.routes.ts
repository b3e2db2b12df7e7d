// Switching the active account (SPEC.md §4 "Active account").
import { accountSwitchedSchema } from '@hireloop/shared/accounts';
import { z } from '@hireloop/shared/zod';
import { loadActor } from '#server/access/actor.cache.ts';
import { signedInUserId } from '#server/http/authentication.ts';
import { lockedError } from '#server/http/company-lock.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import { setActiveCompany, setActiveEnterprise } from './accounts.service.ts';

const idParams = z.object({ id: z.coerce.number().int().min(0) });
const switchSchema = { params: idParams, response: { 200: accountSwitchedSchema } };

export function registerAccountRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;

  app.put('/api/companies/set/:id', { schema: switchSchema }, async (request) => {
    const userId = signedInUserId(request);
    await setActiveCompany(db, userId, request.params.id);
    // Into a locked company: the switch is made (billing answers there, to lift the lock) but
    // fails with 402, which sends the client to /reinstate-payment/{billable_entity_id}.
    const { activeCompany } = await loadActor(db, userId);
    const locked = activeCompany ? lockedError(activeCompany) : null;
    if (locked) throw locked;
    return { success: true };
  });

  app.put('/api/enterprises/set/:id', { schema: switchSchema }, async (request) => {
    await setActiveEnterprise(db, signedInUserId(request), request.params.id);
    return { success: true };
  });
}
