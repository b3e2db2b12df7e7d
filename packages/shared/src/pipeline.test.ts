import { describe, expect, it } from 'vitest';
import { bulkActionSchema, companyCandidatesQuerySchema, decisionSchema } from './pipeline.ts';

describe('decisionSchema', () => {
  it('needs a reason only to disqualify', () => {
    expect(decisionSchema.safeParse({ decision: 'next-step' }).success).toBe(true);
    const missing = decisionSchema.safeParse({ decision: 'disqualify', reason: '   ' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.path).toEqual(['reason']);
    expect(decisionSchema.safeParse({ decision: 'disqualify', reason: 'x'.repeat(500) }).success).toBe(true);
    expect(decisionSchema.safeParse({ decision: 'disqualify', reason: 'x'.repeat(501) }).success).toBe(false);
    expect(decisionSchema.safeParse({ decision: 'fire' }).success).toBe(false);
  });
});

describe('bulkActionSchema', () => {
  it('takes 1–100 distinct ids and the fields of its action', () => {
    const parsed = bulkActionSchema.parse({ action: 'move', application_ids: [3, 3, 4], to_step_id: 9 });
    expect(parsed.application_ids).toEqual([3, 4]);
    expect(bulkActionSchema.safeParse({ action: 'move', application_ids: [], to_step_id: 9 }).success).toBe(
      false,
    );
    const many = Array.from({ length: 101 }, (_, i) => i + 1);
    expect(
      bulkActionSchema.safeParse({ action: 'message', application_ids: many, content: 'Hi' }).success,
    ).toBe(false);
    expect(bulkActionSchema.safeParse({ action: 'disqualify', application_ids: [1] }).success).toBe(false);
  });
});

describe('companyCandidatesQuerySchema', () => {
  it('coerces ids, checks dates and never filters on drafts', () => {
    expect(
      companyCandidatesQuerySchema.parse({ opportunity_id: '4', applied_from: '2025-01-31' }),
    ).toMatchObject({
      opportunity_id: 4,
      applied_from: '2025-01-31',
      page: 1,
      per_page: 25,
    });
    expect(companyCandidatesQuerySchema.safeParse({ applied_to: '31/01/2025' }).success).toBe(false);
    expect(companyCandidatesQuerySchema.safeParse({ status: 'draft' }).success).toBe(false);
  });
});
