import type { OpportunityTemplate } from '@hireloop/shared/opportunities';
import { presentPosting } from './opportunities.presenter.ts';
import type { TemplateRow } from './templates.service.ts';

/** A template as a company reads it; `enterpriseName` marks one its enterprise pushed (read-only). */
export function presentTemplate(row: TemplateRow & { enterpriseName?: string | null }): OpportunityTemplate {
  return {
    id: row.id,
    name: row.name,
    ...presentPosting(row, true),
    pipeline_steps: row.pipelineSteps,
    scorecard: row.scorecard,
    enterprise: row.enterpriseId !== null ? { id: row.enterpriseId, name: row.enterpriseName ?? '' } : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
