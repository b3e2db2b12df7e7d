// Avatar initials of SPEC.md §5: up to MAX_AVATAR_INITIALS uppercase alphanumerics taken from the
// first letters of the name's words; the word "undefined" is stripped; an empty name gives "".
import { MAX_AVATAR_INITIALS } from './constants.ts';

// Names are often built as `${firstName} ${lastName}` with a missing part, which stringifies as
// the lowercase word "undefined"; only that exact word is dropped, so a real word like
// "Undefinedson" is kept.
const STRINGIFIED_UNDEFINED = 'undefined';

/**
 * Each word contributes its first letter or digit, uppercased. Leading punctuation is skipped
 * ("(jane)" → J, "o'neil" → O, "-smith" → S). Accents are removed first ("Élodie" → E).
 * The spec asks for alphanumerics, so only A–Z and 0–9 are kept: a word whose first letter has
 * no ASCII form (Greek, Cyrillic, CJK…) contributes nothing rather than a glyph the avatar font
 * may not have.
 */
export function avatarInitials(name: string | null | undefined): string {
  if (!name) return '';
  const initials: string[] = [];
  for (const word of name.split(/\s+/)) {
    if (initials.length === MAX_AVATAR_INITIALS) break;
    if (word === '' || word === STRINGIFIED_UNDEFINED) continue;
    const initial = firstAsciiAlphanumeric(word);
    if (initial) initials.push(initial.toUpperCase());
  }
  return initials.join('');
}

function firstAsciiAlphanumeric(word: string): string | undefined {
  const withoutAccents = word.normalize('NFD').replace(/\p{M}/gu, '');
  // The first letter or digit of any script decides; punctuation before it is skipped.
  const first = withoutAccents.match(/[\p{L}\p{N}]/u)?.[0];
  return first && /^[A-Za-z0-9]$/.test(first) ? first : undefined;
}
