import type { OpportunityTemplate } from '@hireloop/shared/opportunities';
import { presentPosting } from './opportunities.presenter.ts';
import type { TemplateRow } from './templates.service.ts';

export function presentTemplate(row: TemplateRow): OpportunityTemplate {
  return {
    id: row.id,
    name: row.name,
    ...presentPosting(row, true),
    pipeline_steps: row.pipelineSteps,
    scorecard: row.scorecard,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
