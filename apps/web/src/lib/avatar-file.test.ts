import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, avatarFileProblem } from './avatar-file.ts';

describe('avatar file check', () => {
  it('accepts PNG, JPEG and WebP up to 5 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp']) {
      expect(avatarFileProblem({ type, size: AVATAR_MAX_BYTES })).toBeNull();
    }
  });

  it('refuses other types and larger files', () => {
    expect(avatarFileProblem({ type: 'image/gif', size: 10 })).toBe('Choose a PNG, JPEG or WebP image.');
    expect(avatarFileProblem({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe(
      'The image must be 5 MB or smaller.',
    );
  });
});
