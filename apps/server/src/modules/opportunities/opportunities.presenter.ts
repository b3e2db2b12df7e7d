// Opportunity rows → the response objects of packages/shared/src/opportunities.ts.
import type {
  EmploymentType,
  Opportunity,
  OpportunityStatus,
  OpportunitySummary,
  PayPeriod,
  ScreeningQuestion,
} from '@hireloop/shared/opportunities';
import type { CompanyAccess } from '#server/access/actor.ts';
import { opportunityAbilities } from './opportunities.policy.ts';
import type { OpportunityWithCounts } from './opportunities.service.ts';
import type { PostingRow } from './posting-fields.ts';

/** The posting fields on the wire; knockout answers only when the viewer may see them. */
export function presentPosting(row: PostingRow, withKnockouts: boolean) {
  return {
    title: row.title,
    description: row.description,
    location: row.location,
    remote: row.remote,
    employment_type: row.employmentType as EmploymentType,
    pay_min: row.payMin,
    pay_max: row.payMax,
    pay_period: row.payPeriod as PayPeriod | null,
    schedule: row.schedule,
    requirements: row.requirements,
    openings: row.openings,
    screening_questions: row.screeningQuestions.map((question) => presentQuestion(question, withKnockouts)),
  };
}

function presentQuestion(question: ScreeningQuestion, withKnockout: boolean) {
  return {
    id: question.id,
    type: question.type,
    question: question.question,
    ...(question.options ? { options: question.options } : {}),
    ...(withKnockout ? { knockout_answer: question.knockout_answer ?? null } : {}),
  };
}

export function presentOpportunitySummary(row: OpportunityWithCounts): OpportunitySummary {
  return {
    id: row.id,
    title: row.title,
    location: row.location,
    remote: row.remote,
    employment_type: row.employmentType as EmploymentType,
    pay_min: row.payMin,
    pay_max: row.payMax,
    pay_period: row.payPeriod as PayPeriod | null,
    openings: row.openings,
    status: row.status as OpportunityStatus,
    published_at: row.publishedAt?.toISOString() ?? null,
    closed_at: row.closedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    pipeline_steps: row.steps.map((step) => ({
      id: step.id,
      name: step.name,
      position: step.position,
      candidate_count: step.candidateCount,
      application_count: step.applicationCount,
    })),
    applicant_count: row.applicantCount,
  };
}

export function presentOpportunity(row: OpportunityWithCounts, company: CompanyAccess): Opportunity {
  return {
    ...presentOpportunitySummary(row),
    ...presentPosting(row, true),
    company_id: row.companyId,
    template_id: row.templateId,
    scorecard: row.scorecard,
    // Computed by the same policy the server enforces, so the page never guesses.
    abilities: opportunityAbilities(company, row),
  };
}
