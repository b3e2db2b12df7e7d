import { describe, expect, expectTypeOf, it } from 'vitest';
import type { PageMeta } from './api.ts';
import { type CamelCasedKeys, camelCaseKeys, snakeCaseKeys, toCamelCaseKey, toSnakeCaseKey } from './case.ts';

describe('toCamelCaseKey', () => {
  it('converts snake_case keys', () => {
    expect(toCamelCaseKey('first_name')).toBe('firstName');
    expect(toCamelCaseKey('billable_entity_trial_ends_at')).toBe('billableEntityTrialEndsAt');
    expect(toCamelCaseKey('action_1_text')).toBe('action1Text');
    expect(toCamelCaseKey('s3_key')).toBe('s3Key');
  });

  it('leaves keys that are not snake_case alone', () => {
    for (const key of [
      'id',
      'firstName',
      '_method',
      '__proto_x',
      'Name_X',
      'a__b',
      'trailing_',
      'a.b_c',
      '12',
    ]) {
      expect(toCamelCaseKey(key)).toBe(key);
    }
  });
});

describe('toSnakeCaseKey', () => {
  it('converts camelCase keys', () => {
    expect(toSnakeCaseKey('firstName')).toBe('first_name');
    expect(toSnakeCaseKey('passwordConfirmation')).toBe('password_confirmation');
    expect(toSnakeCaseKey('userID')).toBe('user_id');
    expect(toSnakeCaseKey('htmlURLParser')).toBe('html_url_parser');
  });

  it('makes digits words of their own so keys round-trip', () => {
    expect(toSnakeCaseKey('action1Text')).toBe('action_1_text');
    expect(toSnakeCaseKey('addressLine1')).toBe('address_line_1');
    for (const key of ['action_1_text', 'address_line_1', 'remember_me', 'per_page']) {
      expect(toSnakeCaseKey(toCamelCaseKey(key))).toBe(key);
    }
  });

  it('leaves keys that are not camelCase alone', () => {
    for (const key of ['email', 'already_snake', '_method', 'URL', 'X-Header', '12', '']) {
      expect(toSnakeCaseKey(key)).toBe(key);
    }
  });
});

describe('camelCaseKeys', () => {
  it('converts keys deeply through objects and arrays', () => {
    const body = {
      data: [{ first_name: 'Jane', companies: [{ billable_entity_id: 7, demo_completed: true }] }],
      meta: { current_page: 1, per_page: 25, total: 1, last_page: 1 },
    };
    expect(camelCaseKeys(body)).toEqual({
      data: [{ firstName: 'Jane', companies: [{ billableEntityId: 7, demoCompleted: true }] }],
      meta: { currentPage: 1, perPage: 25, total: 1, lastPage: 1 },
    });
  });

  it('never changes values, including six-digit timestamp strings and snake_case strings', () => {
    const body = {
      created_at: '2026-01-05T10:00:00.123456Z',
      start_time: '2026-01-05 10:00:00.654321',
      status: 'staffing_agency',
      tags: ['web_conference', 'in_person'],
      n: null,
    };
    expect(camelCaseKeys(body)).toEqual({
      createdAt: '2026-01-05T10:00:00.123456Z',
      startTime: '2026-01-05 10:00:00.654321',
      status: 'staffing_agency',
      tags: ['web_conference', 'in_person'],
      n: null,
    });
  });

  it('passes primitives through and does not modify the input', () => {
    expect(camelCaseKeys('some_value')).toBe('some_value');
    expect(camelCaseKeys(null)).toBeNull();
    const input = { first_name: 'Jane' };
    camelCaseKeys(input);
    expect(input).toEqual({ first_name: 'Jane' });
  });

  it('types the result with camelCase keys', () => {
    expectTypeOf<CamelCasedKeys<PageMeta>>().toEqualTypeOf<{
      currentPage: number;
      perPage: number;
      total: number;
      lastPage: number;
    }>();
    expectTypeOf(camelCaseKeys({ action_1_text: 'x', items: [{ user_id: 1 }] })).toEqualTypeOf<{
      action1Text: string;
      items: { userId: number }[];
    }>();
  });
});

describe('snakeCaseKeys', () => {
  it('converts keys deeply for request bodies', () => {
    const body = {
      rememberMe: true,
      email: 'a@b.c',
      interview: { startTime: 'x', panelists: [{ userId: 1 }] },
    };
    expect(snakeCaseKeys(body)).toEqual({
      remember_me: true,
      email: 'a@b.c',
      interview: { start_time: 'x', panelists: [{ user_id: 1 }] },
    });
  });

  it('never changes values and leaves non-plain objects alone', () => {
    const when = new Date(0);
    const out = snakeCaseKeys({ note: 'camelCase text', at: when }) as { note: string; at: Date };
    expect(out.note).toBe('camelCase text');
    expect(out.at).toBe(when);
  });
});
