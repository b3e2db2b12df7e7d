// A candidate's applications on the wire (packages/shared/src/applications.ts). Knockout answers,
// disqualification reasons and team notes never appear here.
import {
  type Application,
  type ApplicationDetail,
  type ApplicationStatus,
  applicationDetailSchema,
  applicationSchema,
  candidateStepLabel,
} from '@hireloop/shared/applications';
import { companyAvatarUrl } from '../accounts/accounts.presenter.ts';
import * as applicationsPolicy from './applications.policy.ts';
import type { ApplicationDetailView, ApplicationView } from './applications-query.service.ts';

export function presentApplication(row: ApplicationView): Application {
  const status = row.status as ApplicationStatus;
  return applicationSchema.parse({
    id: row.id,
    uuid: row.uuid,
    status,
    step_name: candidateStepLabel(status, row.stepName),
    opportunity: {
      id: row.opportunityId,
      title: row.opportunityTitle,
      location: row.opportunityLocation,
      remote: row.opportunityRemote,
    },
    company: {
      id: row.companyId,
      name: row.companyName,
      avatar: companyAvatarUrl({ id: row.companyId, avatarPath: row.companyAvatarPath }),
    },
    submitted_at: row.submittedAt?.toISOString() ?? null,
    withdrawn_at: row.withdrawnAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    abilities: {
      withdraw: applicationsPolicy.can(status, 'withdraw'),
      edit: applicationsPolicy.can(status, 'edit'),
    },
  });
}

export function presentApplicationDetail(row: ApplicationDetailView, message?: string): ApplicationDetail {
  const base = presentApplication(row);
  return applicationDetailSchema.parse({
    ...base,
    opportunity: {
      ...base.opportunity,
      screening_questions: row.screeningQuestions.map((question) => ({
        id: question.id,
        type: question.type,
        question: question.question,
        ...(question.options ? { options: question.options } : {}),
      })),
      accepting_applications: row.opportunityStatus === 'published',
    },
    answers: row.answers,
    ...(message ? { message } : {}),
  });
}
