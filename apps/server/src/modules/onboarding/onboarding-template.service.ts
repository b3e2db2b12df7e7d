// The checklist every new hire of the company gets (the defaults until changed). Onboardings already
// started keep their tasks.
import type { OnboardingTemplateInput } from '@hireloop/shared/onboarding';
import { eq, sql } from 'drizzle-orm';
import type { CompanyAccess } from '#server/access/actor.ts';
import type { Database } from '#server/db/client.ts';
import { type OnboardingTaskDefinition, onboardingTemplates } from '#server/db/schema.ts';
import { DEFAULT_ONBOARDING_TASKS } from './default-onboarding-tasks.ts';
import * as onboardingPolicy from './onboarding.policy.ts';

export async function readOnboardingTemplate(
  db: Database,
  company: CompanyAccess,
): Promise<readonly OnboardingTaskDefinition[]> {
  onboardingPolicy.authorize(company, 'viewChecklist');
  const [row] = await db
    .select({ tasks: onboardingTemplates.tasks })
    .from(onboardingTemplates)
    .where(eq(onboardingTemplates.companyId, company.id));
  return row?.tasks ?? DEFAULT_ONBOARDING_TASKS;
}

export async function saveOnboardingTemplate(
  db: Database,
  company: CompanyAccess,
  input: OnboardingTemplateInput,
): Promise<OnboardingTaskDefinition[]> {
  onboardingPolicy.authorize(company, 'changeChecklist');
  const tasks: OnboardingTaskDefinition[] = input.tasks.map((task) => ({
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
  return tasks;
}
