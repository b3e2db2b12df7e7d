import { describe, expect, it } from 'vitest';
import { avatarUrl, fullName } from './people.ts';

describe('fullName', () => {
  it('joins first and last name, leaving out an empty one', () => {
    expect(fullName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(fullName({ firstName: 'Ada', lastName: '' })).toBe('Ada');
    expect(fullName({ firstName: null, lastName: 'Lovelace' })).toBe('Lovelace');
  });
});

describe('avatarUrl', () => {
  it('serves the avatar under its owner, versioned by the stored file name', () => {
    expect(avatarUrl('users', 7, 'avatars/users/7/abc123.png')).toBe('/api/users/7/avatar?v=abc123');
    expect(avatarUrl('companies', 3, 'avatars/companies/3/x.webp')).toBe('/api/companies/3/avatar?v=x');
    expect(avatarUrl('enterprises', 1, null)).toBeNull();
  });
});
