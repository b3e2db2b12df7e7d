import { describe, expect, it } from 'vitest';
import { safeFieldKey, validation } from './errors.ts';

describe('field errors', () => {
  it('never name a field with a control character (the keys of a sent record become field names)', () => {
    expect(safeFieldKey('ratings.\u0000')).toBe('ratings.\ufffd');
    expect(safeFieldKey('answers.0.answer')).toBe('answers.0.answer');
    const error = validation({ 'ratings.\u0000\u001f': ['This attribute is not on the scorecard.'] });
    expect(error.statusCode).toBe(422);
    expect(error.errors).toEqual({ 'ratings.\ufffd\ufffd': ['This attribute is not on the scorecard.'] });
  });
});
