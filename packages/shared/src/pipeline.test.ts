import { describe, expect, it } from 'vitest';
import {
  addCandidateContactSchema,
  bulkActionSchema,
  CANDIDATE_SEARCH_NEEDS_TERMS,
  candidateSearchQuerySchema,
  companyCandidatesQuerySchema,
  decisionSchema,
  locationWords,
} from './pipeline.ts';

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

describe('candidateSearchQuerySchema', () => {
  it('needs something to look for in q or location, and pages from the query string', () => {
    expect(candidateSearchQuerySchema.parse({ q: ' baker ', page: '2' })).toEqual({
      q: 'baker',
      location: undefined,
      page: 2,
      per_page: 20,
    });
    expect(candidateSearchQuerySchema.parse({ location: 'Portland' }).location).toBe('Portland');
    for (const empty of [{}, { q: '   ' }, { q: '!!', location: ', -' }]) {
      const refused = candidateSearchQuerySchema.safeParse(empty);
      expect(refused.success).toBe(false);
      expect(refused.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
        [['q'], CANDIDATE_SEARCH_NEEDS_TERMS],
      ]);
    }
    expect(candidateSearchQuerySchema.safeParse({ q: 'x', per_page: '51' }).success).toBe(false);
    expect(candidateSearchQuerySchema.safeParse({ q: 'x'.repeat(201) }).success).toBe(false);
    expect(candidateSearchQuerySchema.safeParse({ q: 'x', page: '0' }).success).toBe(false);
  });
});

describe('locationWords', () => {
  it('splits on anything but letters and digits, lower-case', () => {
    expect(locationWords('Portland, OR')).toEqual(['portland', 'or']);
    expect(locationWords('  São Paulo / 01310-100 ')).toEqual(['são', 'paulo', '01310', '100']);
    expect(locationWords(', -')).toEqual([]);
    expect(locationWords(undefined)).toEqual([]);
  });
});

describe('addCandidateContactSchema', () => {
  it('takes the candidate id and optional notes (blank is none)', () => {
    expect(addCandidateContactSchema.parse({ candidate_user_id: 7, notes: '  ' })).toEqual({
      candidate_user_id: 7,
      notes: null,
    });
    expect(addCandidateContactSchema.safeParse({ candidate_user_id: 'seven' }).success).toBe(false);
    expect(addCandidateContactSchema.safeParse({}).success).toBe(false);
  });
});
