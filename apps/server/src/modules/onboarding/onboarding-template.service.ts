// The checklist every new hire of the company gets (the defaults until changed). Onboardings already
// started keep their tasks.
import type { OnboardingTemplateInput } from '@hireloop/shared/onboarding';
import { eq, sql } from 'drizzle-orm';
import type { CompanyAccess } from '#server/access/actor.ts';
import type { Database } from '#server/db/client.ts';
import { type OnboardingTaskDefinition, onboardingTemplates } from '#server/db/schema.ts';
import { validation } from '#server/lib/errors.ts';
import { libraryFileNames } from '../files/library-documents.ts';
import { DEFAULT_ONBOARDING_TASKS } from './default-onboarding-tasks.ts';
import * as onboardingPolicy from './onboarding.policy.ts';

export interface OnboardingTemplateView {
  tasks: readonly OnboardingTaskDefinition[];
  /** Names of the tasks' library documents still in the library, by library record id. */
  documentNames: Map<number, string>;
}

const documentIdsOf = (tasks: readonly OnboardingTaskDefinition[]) =>
  tasks.flatMap((task) => (task.document_id ? [task.document_id] : []));

export async function readOnboardingTemplate(
  db: Database,
  company: CompanyAccess,
): Promise<OnboardingTemplateView> {
  onboardingPolicy.authorize(company, 'viewChecklist');
  const [row] = await db
    .select({ tasks: onboardingTemplates.tasks })
    .from(onboardingTemplates)
    .where(eq(onboardingTemplates.companyId, company.id));
  const tasks = row?.tasks ?? DEFAULT_ONBOARDING_TASKS;
  return { tasks, documentNames: await libraryFileNames(db, company.id, documentIdsOf(tasks)) };
}

export async function saveOnboardingTemplate(
  db: Database,
  company: CompanyAccess,
  input: OnboardingTemplateInput,
): Promise<OnboardingTemplateView> {
  onboardingPolicy.authorize(company, 'changeChecklist');
  const tasks: OnboardingTaskDefinition[] = input.tasks.map((task) => ({
    kind: task.kind,
    title: task.title,
    description: task.description,
    due_days: task.due_days,
    ...(task.kind === 'form' ? { fields: task.fields ?? [] } : {}),
    ...(task.document_id ? { document_id: task.document_id } : {}),
  }));
  const documentNames = await libraryFileNames(db, company.id, documentIdsOf(tasks));
  const errors: Record<string, string[]> = {};
  tasks.forEach((task, index) => {
    if (task.document_id && !documentNames.has(task.document_id)) {
      errors[`tasks.${index}.document_id`] = ['The selected file is not in your library.'];
    }
  });
  if (Object.keys(errors).length > 0) throw validation(errors);
  await db
    .insert(onboardingTemplates)
    .values({ companyId: company.id, tasks })
    .onConflictDoUpdate({ target: onboardingTemplates.companyId, set: { tasks, updatedAt: sql`now()` } });
  return { tasks, documentNames };
}
