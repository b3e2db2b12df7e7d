// The company side of applications on the wire (packages/shared/src/pipeline.ts).
import type { ApplicationAnswer } from '@hireloop/shared/applications';
import {
  type ApplicationNote,
  applicationNoteSchema,
  type CandidatePanel,
  type CompanyCandidate,
  candidatePanelSchema,
  type DecisionResult,
  decisionResultSchema,
  type TimelineEvent,
} from '@hireloop/shared/pipeline';
import type { ScreeningQuestionRow } from '#server/db/schema.ts';
import { avatarUrl } from '../accounts/avatar-files.ts';
import { presentProfileDetails } from '../profiles/profiles.presenter.ts';
import type { CandidatePanelData, NoteRow, TimelineRow } from './candidate-panel.service.ts';
import type { CompanyCandidateRow } from './company-candidates.service.ts';
import type { DecisionOutcome } from './decisions.service.ts';
import * as pipelinePolicy from './pipeline.policy.ts';
import { type CompanyActor, pipelineAbilities } from './pipeline.policy.ts';

export const userAvatarUrl = (id: number, avatarPath: string | null) => avatarUrl('users', id, avatarPath);

const person = (
  id: number | null,
  firstName: string | null,
  lastName: string | null,
  avatarPath: string | null,
) =>
  id === null
    ? null
    : { id, first_name: firstName ?? '', last_name: lastName ?? '', avatar: userAvatarUrl(id, avatarPath) };

/**
 * A row of GET /api/company-candidates. Not parsed here: the rows are encoded through the route's
 * own schema once per cached page (decision 142), which checks them; parsing here only did it twice.
 */
export function presentCompanyCandidate(row: CompanyCandidateRow): CompanyCandidate {
  return {
    id: row.id,
    uuid: row.uuid,
    // The list reads active, disqualified, withdrawn and hired applications (never drafts).
    status: row.status as CompanyCandidate['status'],
    candidate: {
      id: row.candidateId,
      first_name: row.firstName,
      last_name: row.lastName,
      email: row.email,
      avatar: userAvatarUrl(row.candidateId, row.avatarPath),
      headline: row.headline,
      location: row.location,
    },
    opportunity: { id: row.opportunityId, title: row.opportunityTitle },
    step: row.stepId === null || row.stepName === null ? null : { id: row.stepId, name: row.stepName },
    applied_at: row.submittedAt?.toISOString() ?? null,
    last_activity_at: row.lastActivityAt.toISOString(),
    scores_needed: row.scoresNeeded,
  };
}

export function presentNote(row: NoteRow, actor: CompanyActor): ApplicationNote {
  return applicationNoteSchema.parse({
    id: row.id,
    body: row.body,
    author: person(row.authorUserId, row.authorFirstName, row.authorLastName, row.authorAvatarPath),
    created_at: row.createdAt.toISOString(),
    abilities: {
      delete: pipelinePolicy.can(actor.company, 'deleteNote', {
        userId: actor.userId,
        authorUserId: row.authorUserId,
      }),
    },
  });
}

function presentEvent(row: TimelineRow): TimelineEvent {
  return {
    id: row.id,
    kind: row.kind as TimelineEvent['kind'],
    actor: person(row.actorId, row.actorFirstName, row.actorLastName, row.actorAvatarPath),
    from_step: row.fromStepId === null ? null : { id: row.fromStepId, name: row.fromStepName ?? '' },
    to_step: row.toStepId === null ? null : { id: row.toStepId, name: row.toStepName ?? '' },
    data: row.data,
    created_at: row.createdAt.toISOString(),
  };
}

/** Each answer beside its question, in the opportunity's question order. */
function presentAnswers(questions: readonly ScreeningQuestionRow[], answers: readonly ApplicationAnswer[]) {
  const byId = new Map(answers.map((answer) => [answer.question_id, answer.answer]));
  return questions.flatMap((question) => {
    const answer = byId.get(question.id);
    if (answer === undefined) return [];
    const knockouts = [question.knockout_answer ?? []].flat();
    const chosen = [answer]
      .flat()
      .map((value) => (typeof value === 'boolean' ? (value ? 'yes' : 'no') : value));
    return [
      {
        question_id: question.id,
        question: question.question,
        type: question.type,
        answer,
        knockout: chosen.some((value) => knockouts.includes(value)),
      },
    ];
  });
}

export function presentCandidatePanel(panel: CandidatePanelData, actor: CompanyActor): CandidatePanel {
  const { application, candidate, profile } = panel;
  return candidatePanelSchema.parse({
    id: application.id,
    uuid: application.uuid,
    status: application.status,
    candidate: {
      id: candidate.id,
      first_name: candidate.firstName,
      last_name: candidate.lastName,
      email: candidate.email,
      avatar: userAvatarUrl(candidate.id, candidate.avatarPath),
      headline: profile?.headline ?? null,
      location: profile?.location ?? null,
    },
    opportunity: { id: application.opportunityId, title: panel.opportunityTitle },
    step: application.currentStepId === null ? null : { id: application.currentStepId, name: panel.stepName },
    applied_at: application.submittedAt?.toISOString() ?? null,
    last_activity_at: application.lastActivityAt.toISOString(),
    disqualify_reason: application.disqualifyReason,
    steps: panel.steps,
    profile: presentProfileDetails(profile, `/api/company-candidates/${application.id}/resume`),
    answers: presentAnswers(panel.screeningQuestions, application.answers),
    timeline: panel.timeline.map(presentEvent),
    notes: panel.notes.map((note) => presentNote(note, actor)),
    conversation_uuid: panel.conversationUuid,
    abilities: pipelineAbilities(actor.company),
  });
}

export function presentDecision(result: DecisionOutcome): DecisionResult {
  return decisionResultSchema.parse({
    application_id: result.applicationId,
    status: result.status,
    step: result.step ? { id: result.step.id, name: result.step.name } : null,
    message: result.message,
    ...(result.warning ? { warning: result.warning } : {}),
  });
}
