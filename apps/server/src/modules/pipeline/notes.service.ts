// Private team notes on an application. They live only on the company side: no candidate-facing
// query reads application_notes.
import type { PaginationQuery } from '@hireloop/shared/api';
import type { CreateNoteInput } from '@hireloop/shared/pipeline';
import { and, count, eq, ne } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { applicationNotes, applications } from '#server/db/schema.ts';
import { notFound } from '#server/lib/errors.ts';
import { pageOffset } from '#server/lib/pagination.ts';
import { CANDIDATE_NOT_FOUND, notesQuery } from './candidate-panel.service.ts';
import type { CompanyActor } from './pipeline.policy.ts';
import * as pipelinePolicy from './pipeline.policy.ts';

async function assertCompanyApplication(db: Database, actor: CompanyActor, applicationId: number) {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.id, applicationId),
        eq(applications.companyId, actor.company.id),
        ne(applications.status, 'draft'),
      ),
    )
    .limit(1);
  if (!row) throw notFound(CANDIDATE_NOT_FOUND);
}

export async function listNotes(
  db: Database,
  actor: CompanyActor,
  applicationId: number,
  query: PaginationQuery,
) {
  await assertCompanyApplication(db, actor, applicationId);
  const [rows, totals] = await Promise.all([
    notesQuery(db, applicationId).limit(query.per_page).offset(pageOffset(query)),
    db
      .select({ total: count() })
      .from(applicationNotes)
      .where(eq(applicationNotes.applicationId, applicationId)),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function addNote(
  db: Database,
  actor: CompanyActor,
  applicationId: number,
  input: CreateNoteInput,
) {
  pipelinePolicy.authorize(actor.company, 'writeNotes');
  await assertCompanyApplication(db, actor, applicationId);
  const [created] = await db
    .insert(applicationNotes)
    .values({ applicationId, authorUserId: actor.userId, body: input.body })
    .returning({ id: applicationNotes.id });
  const [row] = await notesQuery(db, applicationId, created!.id);
  return row!;
}

export async function deleteNote(db: Database, actor: CompanyActor, noteId: number): Promise<void> {
  const [note] = await db
    .select({ id: applicationNotes.id, authorUserId: applicationNotes.authorUserId })
    .from(applicationNotes)
    .innerJoin(applications, eq(applications.id, applicationNotes.applicationId))
    .where(and(eq(applicationNotes.id, noteId), eq(applications.companyId, actor.company.id)))
    .limit(1);
  if (!note) throw notFound('This note was not found.');
  pipelinePolicy.authorize(actor.company, 'deleteNote', {
    userId: actor.userId,
    authorUserId: note.authorUserId,
  });
  await db.delete(applicationNotes).where(eq(applicationNotes.id, note.id));
}
