import { KNOCKOUT_MESSAGE } from '@hireloop/shared/application-statuses';
import { describe, expect, it } from 'vitest';
import { HttpError } from '#web/lib/http.ts';
import { ALREADY_APPLIED_MESSAGE, alreadyAppliedOutcome, outcomeOfSubmission } from './outcomes.ts';

describe('outcomeOfSubmission', () => {
  it('shows the server message for a sent or knocked-out application, nothing for a draft', () => {
    expect(outcomeOfSubmission({ status: 'active', message: 'Your application was sent.' })).toEqual({
      kind: 'sent',
      message: 'Your application was sent.',
    });
    expect(outcomeOfSubmission({ status: 'disqualified' })).toEqual({
      kind: 'not-a-match',
      message: KNOCKOUT_MESSAGE,
    });
    expect(outcomeOfSubmission({ status: 'draft', message: 'Saved.' })).toBeNull();
  });
});

describe('alreadyAppliedOutcome', () => {
  it('turns a 409 into the already-applied panel with the server words', () => {
    expect(
      alreadyAppliedOutcome(new HttpError(409, { message: 'You already started an application.' })),
    ).toEqual({
      kind: 'already-applied',
      message: 'You already started an application.',
    });
    expect(alreadyAppliedOutcome(new HttpError(409, undefined))).toEqual({
      kind: 'already-applied',
      message: ALREADY_APPLIED_MESSAGE,
    });
    expect(alreadyAppliedOutcome(new HttpError(422, { message: 'x' }))).toBeNull();
    expect(alreadyAppliedOutcome(new Error('x'))).toBeNull();
  });
});
