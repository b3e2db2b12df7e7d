// /api/onboarding-template: the checklist every new hire of the active company gets (the defaults
// until changed). Recruiters and up read it; Managers and Company Admins change it. Onboardings
// already started keep their tasks.
import { onboardingTemplateResponseSchema, onboardingTemplateSchema } from '@hireloop/shared/onboarding';
import { atLeastCompanyRole } from '@hireloop/shared/roles';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { activeCompanyOf } from '../../access/actor.ts';
import { type OnboardingTaskDefinition, onboardingTemplates } from '../../db/schema.ts';
import { requestActor } from '../../http/actor.ts';
import type { App, AppDeps } from '../../http/types.ts';
import { forbidden } from '../../lib/errors.ts';
import { DEFAULT_ONBOARDING_TASKS } from './default-onboarding-tasks.ts';

function present(tasks: readonly OnboardingTaskDefinition[], update: boolean) {
  return {
    tasks: tasks.map((task) => ({ ...task, fields: task.fields ?? [] })),
    abilities: { update },
  };
}

export function registerOnboardingTemplateRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;
  const companyOf = async (request: FastifyRequest) => {
    const company = activeCompanyOf(await requestActor(request, db));
    if (!atLeastCompanyRole(company.role, 'Recruiter')) {
      throw forbidden('You do not have permission to see the onboarding checklist.');
    }
    return company;
  };

  app.get(
    '/api/onboarding-template',
    { schema: { response: { 200: onboardingTemplateResponseSchema } } },
    async (request) => {
      const company = await companyOf(request);
      const [row] = await db
        .select({ tasks: onboardingTemplates.tasks })
        .from(onboardingTemplates)
        .where(eq(onboardingTemplates.companyId, company.id));
      return present(row?.tasks ?? DEFAULT_ONBOARDING_TASKS, atLeastCompanyRole(company.role, 'Manager'));
    },
  );

  app.put(
    '/api/onboarding-template',
    { schema: { body: onboardingTemplateSchema, response: { 200: onboardingTemplateResponseSchema } } },
    async (request) => {
      const company = await companyOf(request);
      if (!atLeastCompanyRole(company.role, 'Manager')) {
        throw forbidden('Only a Manager or Company Admin may change the onboarding checklist.');
      }
      const tasks: OnboardingTaskDefinition[] = request.body.tasks.map((task) => ({
        kind: task.kind,
        title: task.title,
        description: task.description,
        due_days: task.due_days,
        ...(task.kind === 'form' ? { fields: task.fields ?? [] } : {}),
      }));
      await db
        .insert(onboardingTemplates)
        .values({ companyId: company.id, tasks })
        .onConflictDoUpdate({ target: onboardingTemplates.companyId, set: { tasks, updatedAt: sql`now()` } });
      return present(tasks, true);
    },
  );
}
