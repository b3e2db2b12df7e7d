// An accepted offer starts the hire's onboarding: the company's checklist copied as tasks, each
// due a number of days from the start date. Runs in the acceptance's transaction.
import { and, eq, inArray } from 'drizzle-orm';
import { modelHasFiles, onboardings, onboardingTasks, onboardingTemplates } from '#server/db/schema.ts';
import type { Transaction } from '../applications/application-submission.ts';
import { attachLibraryCopies } from '../files/library-documents.ts';
import { DEFAULT_ONBOARDING_TASKS } from './default-onboarding-tasks.ts';

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

export async function startOnboarding(
  tx: Transaction,
  offer: { id: number; companyId: number; candidateUserId: number; startDate: string },
): Promise<number> {
  const [template] = await tx
    .select({ tasks: onboardingTemplates.tasks })
    .from(onboardingTemplates)
    .where(eq(onboardingTemplates.companyId, offer.companyId));
  const tasks = template?.tasks ?? DEFAULT_ONBOARDING_TASKS;
  const [onboarding] = await tx
    .insert(onboardings)
    .values({ companyId: offer.companyId, offerId: offer.id, candidateUserId: offer.candidateUserId })
    .returning({ id: onboardings.id });
  if (tasks.length > 0) {
    const created = await tx
      .insert(onboardingTasks)
      .values(
        tasks.map((task, position) => ({
          onboardingId: onboarding!.id,
          position,
          kind: task.kind,
          title: task.title,
          description: task.description,
          fields: task.fields ?? [],
          dueOn: addDays(offer.startDate, task.due_days),
        })),
      )
      .returning({ id: onboardingTasks.id, position: onboardingTasks.position });
    await attachTaskDocuments(tx, offer.companyId, tasks, created);
  }
  return onboarding!.id;
}

/** Each task's library document, copied onto the task (a document since removed is skipped). */
async function attachTaskDocuments(
  tx: Transaction,
  companyId: number,
  definitions: readonly { document_id?: number | null }[],
  created: readonly { id: number; position: number }[],
): Promise<void> {
  const wanted = created.flatMap((task) => {
    const libraryId = definitions[task.position]?.document_id;
    return libraryId ? [{ libraryId, modelType: 'onboarding_task' as const, modelId: task.id }] : [];
  });
  const attached = (await attachLibraryCopies(tx, companyId, wanted)).filter((id) => id !== null);
  if (attached.length === 0) return;
  await tx
    .update(onboardingTasks)
    .set({ documentFileId: modelHasFiles.id })
    .from(modelHasFiles)
    .where(and(inArray(modelHasFiles.id, attached), eq(modelHasFiles.modelId, onboardingTasks.id)));
}
