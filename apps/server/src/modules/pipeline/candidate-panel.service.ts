// The candidate panel of /company-candidates: the application with the person's profile, then the
// pipeline steps, timeline (actors and steps joined), notes (authors joined) and the conversation,
// fetched together: five queries whatever the length of the history.
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FileStorage } from '#server/adapters/storage/file-storage.ts';
import type { Database } from '#server/db/client.ts';
import {
  applicationEvents,
  applicationNotes,
  applications,
  candidateProfiles,
  conversations,
  opportunities,
  pipelineSteps,
  users,
} from '#server/db/schema.ts';
import { notFound } from '#server/lib/errors.ts';
import type { CompanyActor } from './pipeline.policy.ts';

export const CANDIDATE_NOT_FOUND = 'This candidate was not found.';

/** The application if it belongs to the active company and was sent (drafts are private). */
export async function findCompanyApplication(db: Database, actor: CompanyActor, applicationId: number) {
  const [row] = await db
    .select({
      application: applications,
      candidate: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        avatarPath: users.avatarPath,
      },
      profile: candidateProfiles,
      opportunityTitle: opportunities.title,
      screeningQuestions: opportunities.screeningQuestions,
      stepName: pipelineSteps.name,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.candidateUserId))
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, applications.candidateUserId))
    .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
    .leftJoin(pipelineSteps, eq(pipelineSteps.id, applications.currentStepId))
    .where(
      and(
        eq(applications.id, applicationId),
        eq(applications.companyId, actor.company.id),
        ne(applications.status, 'draft'),
      ),
    )
    .limit(1);
  if (!row) throw notFound(CANDIDATE_NOT_FOUND);
  return row;
}

export function listSteps(db: Database, opportunityId: number) {
  return db
    .select({ id: pipelineSteps.id, name: pipelineSteps.name, position: pipelineSteps.position })
    .from(pipelineSteps)
    .where(eq(pipelineSteps.opportunityId, opportunityId))
    .orderBy(asc(pipelineSteps.position), asc(pipelineSteps.id));
}

const fromSteps = alias(pipelineSteps, 'from_steps');
const toSteps = alias(pipelineSteps, 'to_steps');

function listTimeline(db: Database, applicationId: number) {
  return db
    .select({
      id: applicationEvents.id,
      kind: applicationEvents.kind,
      data: applicationEvents.data,
      createdAt: applicationEvents.createdAt,
      actorId: users.id,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
      actorAvatarPath: users.avatarPath,
      fromStepId: fromSteps.id,
      fromStepName: fromSteps.name,
      toStepId: toSteps.id,
      toStepName: toSteps.name,
    })
    .from(applicationEvents)
    .leftJoin(users, eq(users.id, applicationEvents.actorUserId))
    .leftJoin(fromSteps, eq(fromSteps.id, applicationEvents.fromStepId))
    .leftJoin(toSteps, eq(toSteps.id, applicationEvents.toStepId))
    .where(eq(applicationEvents.applicationId, applicationId))
    .orderBy(asc(applicationEvents.id));
}

export type TimelineRow = Awaited<ReturnType<typeof listTimeline>>[number];

/** Notes with their authors, newest first; `limit` pages them on the notes endpoint. */
export function notesQuery(db: Database, applicationId: number, noteId?: number) {
  return db
    .select({
      id: applicationNotes.id,
      body: applicationNotes.body,
      createdAt: applicationNotes.createdAt,
      authorUserId: applicationNotes.authorUserId,
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
      authorAvatarPath: users.avatarPath,
    })
    .from(applicationNotes)
    .leftJoin(users, eq(users.id, applicationNotes.authorUserId))
    .where(
      and(
        eq(applicationNotes.applicationId, applicationId),
        noteId === undefined ? undefined : eq(applicationNotes.id, noteId),
      ),
    )
    .orderBy(desc(applicationNotes.id))
    .$dynamic();
}

export type NoteRow = Awaited<ReturnType<typeof notesQuery>>[number];

/** The panel shows this many notes; GET /api/applications/{id}/notes pages through all of them. */
export const PANEL_NOTES_LIMIT = 50;

export async function loadCandidatePanel(db: Database, actor: CompanyActor, applicationId: number) {
  const base = await findCompanyApplication(db, actor, applicationId);
  const { application } = base;
  const [steps, timeline, notes, conversation] = await Promise.all([
    listSteps(db, application.opportunityId),
    listTimeline(db, application.id),
    notesQuery(db, application.id).limit(PANEL_NOTES_LIMIT),
    db
      .select({ uuid: conversations.uuid })
      .from(conversations)
      .where(
        and(
          eq(conversations.companyId, application.companyId),
          eq(conversations.candidateUserId, application.candidateUserId),
        ),
      )
      .limit(1),
  ]);
  return { ...base, steps, timeline, notes, conversationUuid: conversation[0]?.uuid ?? null };
}

export type CandidatePanelData = Awaited<ReturnType<typeof loadCandidatePanel>>;

/** The résumé of an application's candidate, for the company's members only. */
export async function readCandidateResume(
  db: Database,
  storage: FileStorage,
  actor: CompanyActor,
  applicationId: number,
) {
  const { profile } = await findCompanyApplication(db, actor, applicationId);
  const data = profile?.resumePath ? await storage.read(profile.resumePath) : null;
  if (!profile?.resumePath || !data) throw notFound('This candidate has not uploaded a resume.');
  return {
    data,
    name: profile.resumeName ?? 'resume',
    mimeType: profile.resumeMimeType ?? 'application/octet-stream',
  };
}
