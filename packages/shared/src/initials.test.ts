import { describe, expect, it } from 'vitest';
import { MAX_AVATAR_INITIALS } from './constants.ts';
import { avatarInitials } from './initials.ts';

describe('avatarInitials', () => {
  it('takes the first letter of each word, uppercased', () => {
    expect(avatarInitials('jane doe')).toBe('JD');
    expect(avatarInitials('Acme')).toBe('A');
  });

  it('keeps at most 3 initials', () => {
    expect(MAX_AVATAR_INITIALS).toBe(3);
    expect(avatarInitials('Anna Beth Carla Dora')).toBe('ABC');
  });

  it('strips the word undefined', () => {
    expect(avatarInitials('Jane undefined')).toBe('J');
    expect(avatarInitials('undefined Doe')).toBe('D');
    expect(avatarInitials('undefined undefined')).toBe('');
    expect(avatarInitials('Undefinedson Smith')).toBe('US');
  });

  it('gives blank for an empty, blank or missing name', () => {
    expect(avatarInitials('')).toBe('');
    expect(avatarInitials('   ')).toBe('');
    expect(avatarInitials(null)).toBe('');
    expect(avatarInitials(undefined)).toBe('');
  });

  it('skips leading punctuation and collapses whitespace', () => {
    expect(avatarInitials("  jane   o'neil smith-jones extra")).toBe('JOS');
    expect(avatarInitials('(jane) -doe')).toBe('JD');
    expect(avatarInitials('\tjane\n doe ')).toBe('JD');
  });

  it('ignores words without any letter or digit', () => {
    expect(avatarInitials('Jane - & Doe')).toBe('JD');
  });

  it('keeps digits as alphanumerics', () => {
    expect(avatarInitials('3M company')).toBe('3C');
  });

  it('keeps to ASCII: accents are dropped, other scripts contribute nothing', () => {
    expect(avatarInitials('Élodie Ñúñez')).toBe('EN');
    expect(avatarInitials('Ωmega Jane')).toBe('J');
    expect(avatarInitials('张伟')).toBe('');
  });
});
