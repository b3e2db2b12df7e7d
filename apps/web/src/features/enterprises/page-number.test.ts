import { describe, expect, it } from 'vitest';
import { idFromParam, pageFromSearch, pageRange } from './page-number.ts';

describe('list page numbers', () => {
  it('reads ?page= as a whole number from 1', () => {
    expect(pageFromSearch('3')).toBe(3);
    expect(pageFromSearch(null)).toBe(1);
    expect(pageFromSearch('0')).toBe(1);
    expect(pageFromSearch('-2')).toBe(1);
    expect(pageFromSearch('2.5')).toBe(1);
    expect(pageFromSearch('abc')).toBe(1);
  });

  it('reads route ids as positive integers only', () => {
    expect(idFromParam('42')).toBe(42);
    expect(idFromParam('0')).toBeNull();
    expect(idFromParam('x1')).toBeNull();
    expect(idFromParam(undefined)).toBeNull();
  });

  it('gives the first and last item shown on a page', () => {
    expect(pageRange({ currentPage: 1, perPage: 20, total: 45 })).toEqual({ first: 1, last: 20 });
    expect(pageRange({ currentPage: 3, perPage: 20, total: 45 })).toEqual({ first: 41, last: 45 });
    expect(pageRange({ currentPage: 1, perPage: 20, total: 0 })).toEqual({ first: 0, last: 0 });
  });
});
