import { describe, expect, it } from 'vitest';
import { findRouteMeta } from './route-lookup.ts';

describe('findRouteMeta', () => {
  it('resolves a saved target URL, ignoring its query and hash', () => {
    expect(findRouteMeta('/company-interviews?interview=4#notes')).toMatchObject({
      title: 'Interviews',
      requiresAuth: true,
      requiresActiveCompany: true,
    });
    expect(findRouteMeta('/messages')?.name).toBe('candidate-message-index');
  });

  it('answers null for an unknown path', () => {
    expect(findRouteMeta('/definitely/not/a/page')).toBeNull();
  });
});
