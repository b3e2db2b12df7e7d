// Onboardings: the hire reads theirs and completes its tasks (acknowledge, upload checked by
// content, a short form whose sensitive answers are encrypted at rest with the keyring of 2FA
// secrets); the company's Recruiters and up follow progress. Sensitive answers are decrypted only
// for the company's Managers and Company Admins.
import type { PaginationQuery } from '@hireloop/shared/api';
import type { CompleteTaskInput, OnboardingStatus } from '@hireloop/shared/onboarding';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor, CompanyAccess } from '#server/access/actor.ts';
import type { FileStorage } from '#server/adapters/storage/file-storage.ts';
import type { Database } from '#server/db/client.ts';
import {
  applications,
  companies,
  modelHasFiles,
  offers,
  onboardings,
  onboardingTasks,
  opportunities,
  users,
} from '#server/db/schema.ts';
import type { Keyring } from '#server/lib/crypto.ts';
import { conflict, notFound, validation } from '#server/lib/errors.ts';
import { pageOffset } from '#server/lib/pagination.ts';
import { checkUpload, storeCompanyFile } from '../files/files.service.ts';
import * as onboardingPolicy from './onboarding.policy.ts';
import { announceOnboardingProgress } from './onboarding-progress.ts';

export const ONBOARDING_NOT_FOUND = 'This onboarding was not found.';

export type OnboardingViewer = 'candidate' | 'company';

export function selectOnboardingSummaries(db: Database) {
  const done = sql<number>`count(${onboardingTasks.completedAt})::int`;
  return db
    .select({
      onboarding: onboardings,
      applicationId: offers.applicationId,
      startDate: offers.startDate,
      candidate: { id: users.id, firstName: users.firstName, lastName: users.lastName },
      company: { id: companies.id, name: companies.name },
      opportunityTitle: opportunities.title,
      total: sql<number>`count(${onboardingTasks.id})::int`,
      completed: done,
    })
    .from(onboardings)
    .innerJoin(offers, eq(offers.id, onboardings.offerId))
    .innerJoin(applications, eq(applications.id, offers.applicationId))
    .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
    .innerJoin(users, eq(users.id, onboardings.candidateUserId))
    .innerJoin(companies, eq(companies.id, onboardings.companyId))
    .leftJoin(onboardingTasks, eq(onboardingTasks.onboardingId, onboardings.id))
    .groupBy(onboardings.id, offers.id, users.id, companies.id, opportunities.id)
    .$dynamic();
}

export type OnboardingSummaryRow = Awaited<
  ReturnType<ReturnType<typeof selectOnboardingSummaries>['execute']>
>[number];

/** Who the actor is to this onboarding, or 404 (strangers, Team Members, other companies). */
export function viewerOf(
  actor: Actor,
  onboarding: { companyId: number; candidateUserId: number },
): OnboardingViewer {
  if (onboarding.candidateUserId === actor.userId) return 'candidate';
  const company = actor.activeCompany;
  if (company && company.id === onboarding.companyId && onboardingPolicy.can(company, 'viewOnboardings')) {
    return 'company';
  }
  throw notFound(ONBOARDING_NOT_FOUND);
}

export function mayRevealSensitive(actor: Actor, companyId: number): boolean {
  const company = actor.activeCompany;
  return !!company && company.id === companyId && onboardingPolicy.can(company, 'revealSecrets');
}

const taskDocuments = alias(modelHasFiles, 'task_documents');

export async function loadOnboarding(db: Database, actor: Actor, id: number) {
  const [summary] = await selectOnboardingSummaries(db).where(eq(onboardings.id, id)).limit(1);
  if (!summary) throw notFound(ONBOARDING_NOT_FOUND);
  const viewer = viewerOf(actor, summary.onboarding);
  const tasks = await db
    .select({
      task: onboardingTasks,
      file: { id: modelHasFiles.id, currentName: modelHasFiles.currentName },
      document: { id: taskDocuments.id, currentName: taskDocuments.currentName },
    })
    .from(onboardingTasks)
    .leftJoin(modelHasFiles, eq(modelHasFiles.id, onboardingTasks.fileId))
    .leftJoin(taskDocuments, eq(taskDocuments.id, onboardingTasks.documentFileId))
    .where(eq(onboardingTasks.onboardingId, id))
    .orderBy(asc(onboardingTasks.position), asc(onboardingTasks.id));
  return { summary, tasks, viewer, revealSensitive: mayRevealSensitive(actor, summary.onboarding.companyId) };
}

export type LoadedOnboarding = Awaited<ReturnType<typeof loadOnboarding>>;

export async function listCompanyOnboardings(
  db: Database,
  company: CompanyAccess,
  query: PaginationQuery & { status?: OnboardingStatus | undefined; application_id?: number | undefined },
) {
  onboardingPolicy.authorize(company, 'viewOnboardings');
  const companyId = company.id;
  const where = and(
    eq(onboardings.companyId, companyId),
    query.status ? eq(onboardings.status, query.status) : undefined,
    query.application_id ? eq(offers.applicationId, query.application_id) : undefined,
  );
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    selectOnboardingSummaries(db)
      .where(where)
      .orderBy(desc(onboardings.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    db
      .select({ total: count() })
      .from(onboardings)
      .innerJoin(offers, eq(offers.id, onboardings.offerId))
      .where(where),
  ]);
  return { rows, total };
}

export interface TaskSubmission {
  json: CompleteTaskInput;
  file: { name: string; data: Buffer } | null;
}

/** The candidate completes one task; the onboarding completes with its last task. */
export async function completeTask(
  deps: { db: Database; storage: FileStorage; keyring: Keyring },
  actor: Actor,
  ids: { onboardingId: number; taskId: number },
  submission: TaskSubmission,
): Promise<{ companyId: number; applicationId: number; candidateUserId: number }> {
  const { db } = deps;
  const [found] = await db
    .select({ onboarding: onboardings, applicationId: offers.applicationId })
    .from(onboardings)
    .innerJoin(offers, eq(offers.id, onboardings.offerId))
    .where(eq(onboardings.id, ids.onboardingId));
  if (!found) throw notFound(ONBOARDING_NOT_FOUND);
  if (viewerOf(actor, found.onboarding) !== 'candidate') {
    throw notFound('Only the new hire completes their onboarding tasks.');
  }
  const [task] = await db
    .select()
    .from(onboardingTasks)
    .where(and(eq(onboardingTasks.id, ids.taskId), eq(onboardingTasks.onboardingId, ids.onboardingId)));
  if (!task) throw notFound('This task was not found.');
  if (task.completedAt) throw conflict('This task is already completed.');

  const changes = await answerOf(deps, task, submission);
  const upload = changes.upload;
  await db.transaction(async (tx) => {
    let fileId: number | null = null;
    if (upload) {
      const stored = await storeCompanyFile(tx, deps.storage, {
        companyId: found.onboarding.companyId,
        userId: actor.userId,
        upload,
        target: { modelType: 'onboarding_task', modelId: task.id },
        addToLibrary: false,
      });
      fileId = stored.attachmentId;
    }
    const [updated] = await tx
      .update(onboardingTasks)
      .set({
        completedAt: sql`now()`,
        formValues: changes.formValues,
        encryptedValues: changes.encryptedValues,
        ...(fileId ? { fileId } : {}),
      })
      .where(and(eq(onboardingTasks.id, task.id), sql`${onboardingTasks.completedAt} is null`))
      .returning({ id: onboardingTasks.id });
    if (!updated) throw conflict('This task is already completed.');
    const [open] = await tx
      .select({ total: count() })
      .from(onboardingTasks)
      .where(
        and(eq(onboardingTasks.onboardingId, ids.onboardingId), sql`${onboardingTasks.completedAt} is null`),
      );
    if ((open?.total ?? 0) === 0) {
      await tx
        .update(onboardings)
        .set({ status: 'completed', completedAt: sql`now()` })
        .where(eq(onboardings.id, ids.onboardingId));
    }
    // The company's open pages follow the progress live, told with the completion itself.
    await announceOnboardingProgress(tx, {
      id: ids.onboardingId,
      companyId: found.onboarding.companyId,
      applicationId: found.applicationId,
    });
  });
  return {
    companyId: found.onboarding.companyId,
    applicationId: found.applicationId,
    candidateUserId: found.onboarding.candidateUserId,
  };
}

type TaskRow = typeof onboardingTasks.$inferSelect;

async function answerOf(deps: { keyring: Keyring }, task: TaskRow, submission: TaskSubmission) {
  const empty = {
    formValues: {} as Record<string, string>,
    encryptedValues: null as string | null,
    upload: null,
  };
  switch (task.kind) {
    case 'acknowledge':
      if (submission.json.acknowledged !== true) {
        throw validation({ acknowledged: ['Confirm that you have read the document.'] });
      }
      return empty;
    case 'upload': {
      if (!submission.file) throw validation({ file: ['The file field is required.'] });
      return { ...empty, upload: await checkUpload('file', submission.file) };
    }
    default: {
      const values = submission.json.values ?? {};
      const errors: Record<string, string[]> = {};
      const plain: Record<string, string> = {};
      const secret: Record<string, string> = {};
      for (const field of task.fields) {
        const value = values[field.key]?.trim() ?? '';
        if (!value) errors[`values.${field.key}`] = [`The ${field.label.toLowerCase()} field is required.`];
        else if (field.sensitive) secret[field.key] = value;
        else plain[field.key] = value;
      }
      if (Object.keys(errors).length > 0) throw validation(errors);
      return {
        ...empty,
        formValues: plain,
        encryptedValues: Object.keys(secret).length > 0 ? deps.keyring.encrypt(JSON.stringify(secret)) : null,
      };
    }
  }
}
