import { describe, expect, it } from 'vitest';
import {
  canSearch,
  readCandidateSearch,
  skillsPreview,
  writeCandidateSearch,
} from './candidate-search-params.ts';

describe('the candidate search in the URL', () => {
  it('reads words and a valid page, defaulting the rest', () => {
    expect(readCandidateSearch(new URLSearchParams('q=pastry&location=Portland&page=3'))).toEqual({
      q: 'pastry',
      location: 'Portland',
      page: 3,
    });
    expect(readCandidateSearch(new URLSearchParams('page=-2'))).toEqual({ q: '', location: '', page: 1 });
    expect(readCandidateSearch(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('writes trimmed words, drops empty ones and page 1, and restarts paging on new words', () => {
    const current = new URLSearchParams('q=old&page=4&other=kept');
    expect(writeCandidateSearch(current, { q: '  pastry ', location: '' }).toString()).toBe(
      'q=pastry&other=kept',
    );
    expect(writeCandidateSearch(current, { page: 5 }).toString()).toBe('q=old&page=5&other=kept');
    // The current URL is not changed in place.
    expect(current.toString()).toBe('q=old&page=4&other=kept');
  });

  it('searches only with a letter or digit in the words or the location', () => {
    expect(canSearch({ q: 'baker', location: '' })).toBe(true);
    expect(canSearch({ q: '', location: 'Salem' })).toBe(true);
    expect(canSearch({ q: '  ', location: ', -' })).toBe(false);
  });

  it('previews the first skills and counts the rest', () => {
    expect(skillsPreview(['a', 'b', 'c'], 2)).toEqual({ shown: ['a', 'b'], more: 1 });
    expect(skillsPreview(['a'])).toEqual({ shown: ['a'], more: 0 });
  });
});
