// /api/onboarding-template: the checklist every new hire of the active company gets (the defaults
// until changed). Recruiters and up read it; Managers and Company Admins change it
// (onboarding.policy.ts). Onboardings already started keep their tasks.
import { onboardingTemplateResponseSchema, onboardingTemplateSchema } from '@hireloop/shared/onboarding';
import { activeCompanyOf } from '#server/access/actor.ts';
import { requestActor } from '#server/http/actor.ts';
import type { App, AppDeps } from '#server/http/types.ts';
import * as onboardingPolicy from './onboarding.policy.ts';
import {
  type OnboardingTemplateView,
  readOnboardingTemplate,
  saveOnboardingTemplate,
} from './onboarding-template.service.ts';

function present({ tasks, documentNames }: OnboardingTemplateView, update: boolean) {
  return {
    tasks: tasks.map(({ document_id, ...task }) => {
      const name = document_id ? documentNames.get(document_id) : undefined;
      return {
        ...task,
        fields: task.fields ?? [],
        document: document_id && name !== undefined ? { id: document_id, current_name: name } : null,
      };
    }),
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
      return present(
        await readOnboardingTemplate(db, company),
        onboardingPolicy.can(company, 'changeChecklist'),
      );
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
