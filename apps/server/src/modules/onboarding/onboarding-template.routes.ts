// /api/onboarding-template: the checklist every new hire of the active company gets (the defaults
// until changed). Recruiters and up read it; Managers and Company Admins change it
// (onboarding.policy.ts). Onboardings already started keep their tasks.
import { onboardingTemplateResponseSchema, onboardingTemplateSchema } from '@hireloop/shared/onboarding';
import { activeCompanyOf } from '#server/access/actor.ts';
import type { OnboardingTaskDefinition } from '#server/db/schema.ts';
import { requestActor } from '#server/http/actor.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import * as onboardingPolicy from './onboarding.policy.ts';
import { readOnboardingTemplate, saveOnboardingTemplate } from './onboarding-template.service.ts';

function present(tasks: readonly OnboardingTaskDefinition[], update: boolean) {
  return {
    tasks: tasks.map((task) => ({ ...task, fields: task.fields ?? [] })),
    abilities: { update },
  };
}

export function registerOnboardingTemplateRoutes(app: App, deps: AppDeps): void {
  const db = deps.database.db;

  app.get(
    '/api/onboarding-template',
    { schema: { response: { 200: onboardingTemplateResponseSchema } } },
    async (request) => {
      const company = activeCompanyOf(await requestActor(request, db));
      const tasks = await readOnboardingTemplate(db, company);
      return present(tasks, onboardingPolicy.can(company, 'changeChecklist'));
    },
  );

  app.put(
    '/api/onboarding-template',
    { schema: { body: onboardingTemplateSchema, response: { 200: onboardingTemplateResponseSchema } } },
    async (request) => {
      const company = activeCompanyOf(await requestActor(request, db));
      return present(await saveOnboardingTemplate(db, company, request.body), true);
    },
  );
}
