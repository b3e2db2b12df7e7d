import { describe, expect, it } from 'vitest';
import type { TimelineEvent } from './api/pipeline-types.ts';
import { describeTimelineEvent } from './timeline-text.ts';

const riley = { id: 3, firstName: 'Riley', lastName: 'Recruiter', avatar: null };

function event(overrides: Partial<TimelineEvent>): TimelineEvent {
  return {
    id: 1,
    kind: 'applied',
    actor: null,
    fromStep: null,
    toStep: { id: 11, name: 'Applied' },
    data: {},
    createdAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

describe('describeTimelineEvent', () => {
  it('says the candidate applied', () => {
    expect(describeTimelineEvent(event({}), 'Avery Johnson')).toEqual({
      title: 'Avery Johnson applied',
      details: ['Entered Applied.'],
    });
  });

  it('names who moved the candidate, from where to where, and how they were told', () => {
    const moved = event({
      kind: 'moved',
      actor: riley,
      fromStep: { id: 11, name: 'Applied' },
      toStep: { id: 12, name: 'Phone Screen' },
      data: { decision: 'next-step-immediately' },
    });
    expect(describeTimelineEvent(moved, 'Avery Johnson')).toEqual({
      title: 'Riley Recruiter moved them from Applied to Phone Screen',
      details: ['The candidate was notified by email and text.'],
    });
  });

  it('shows the reason and message of a disqualification, and bulk actions', () => {
    const disqualified = event({
      kind: 'disqualified',
      actor: riley,
      data: { decision: 'disqualify', reason: 'No weekend availability', message: 'Thanks!', bulk: true },
    });
    expect(describeTimelineEvent(disqualified, 'Avery Johnson')).toEqual({
      title: 'Riley Recruiter disqualified them',
      details: [
        'Reason: No weekend availability',
        'Message to the candidate: Thanks!',
        'Part of a bulk action.',
      ],
    });
  });

  it('lists the screening questions of a knockout', () => {
    const knockedOut = event({
      kind: 'knocked_out',
      data: { questionIds: ['q1'], questions: ['Can you lift 50 lb?'] },
    });
    expect(describeTimelineEvent(knockedOut, 'Avery Johnson').details).toEqual([
      'Question: Can you lift 50 lb?',
    ]);
  });

  it('says what happened when no team member is known (system events, deleted accounts)', () => {
    expect(describeTimelineEvent(event({ kind: 'no_decision', data: { reason: 'Waiting' } }), 'A')).toEqual({
      title: 'No decision recorded',
      details: ['Note: Waiting'],
    });
    const moved = event({
      kind: 'moved',
      fromStep: { id: 11, name: 'Applied' },
      toStep: { id: 12, name: 'Phone Screen' },
    });
    expect(describeTimelineEvent(moved, 'A').title).toBe('Moved from Applied to Phone Screen');
  });

  it('says when the candidate withdrew', () => {
    expect(describeTimelineEvent(event({ kind: 'withdrawn' }), 'Avery Johnson').title).toBe(
      'Avery Johnson withdrew the application',
    );
  });
});
