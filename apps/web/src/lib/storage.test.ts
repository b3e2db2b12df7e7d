import { STORAGE_KEYS, STORAGE_TTL_MS } from '@hireloop/shared/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearStorage, getStoredItem, removeStoredItem, setStoredItem } from './storage.ts';

const HOUR = 60 * 60 * 1000;

beforeEach(() => {
  window.localStorage.clear();
  vi.useFakeTimers({ now: new Date('2026-03-15T12:00:00Z') });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('storage with expiry', () => {
  it('pins the SPEC.md §9 lifetimes', () => {
    expect(STORAGE_TTL_MS.rememberedEmail).toBe(30 * HOUR);
    expect(STORAGE_TTL_MS.targetUrlOnLoginRedirect).toBe(2 * HOUR);
    expect(STORAGE_TTL_MS.targetUrlOnSessionExpiry).toBe(4 * HOUR);
    expect(STORAGE_TTL_MS.hideQuickProfile).toBe(0.5 * HOUR);
  });

  it('stores the value with its expiry timestamp as JSON', () => {
    setStoredItem(STORAGE_KEYS.rememberedEmail, 'jane@example.com', STORAGE_TTL_MS.rememberedEmail);
    const raw = JSON.parse(window.localStorage.getItem('rememberedEmail') ?? 'null');
    expect(raw).toEqual({ value: 'jane@example.com', expiresAt: Date.now() + 30 * HOUR });
  });

  it('returns the value until it expires, then removes it', () => {
    setStoredItem(
      STORAGE_KEYS.targetUrl,
      '/company-candidates?page=2',
      STORAGE_TTL_MS.targetUrlOnLoginRedirect,
    );
    vi.advanceTimersByTime(2 * HOUR - 1);
    expect(getStoredItem<string>(STORAGE_KEYS.targetUrl)).toBe('/company-candidates?page=2');
    vi.advanceTimersByTime(1);
    expect(getStoredItem(STORAGE_KEYS.targetUrl)).toBeUndefined();
    expect(window.localStorage.getItem('targetUrl')).toBeNull();
  });

  it('keeps values without a lifetime until removed', () => {
    setStoredItem(STORAGE_KEYS.menuState, { open: false });
    vi.advanceTimersByTime(365 * 24 * HOUR);
    expect(getStoredItem(STORAGE_KEYS.menuState)).toEqual({ open: false });
    removeStoredItem(STORAGE_KEYS.menuState);
    expect(getStoredItem(STORAGE_KEYS.menuState)).toBeUndefined();
  });

  it('keeps falsy values such as false and 0', () => {
    setStoredItem(STORAGE_KEYS.hideQuickProfile, false, STORAGE_TTL_MS.hideQuickProfile);
    expect(getStoredItem(STORAGE_KEYS.hideQuickProfile)).toBe(false);
  });

  it('removes unparsable or foreign entries and answers undefined', () => {
    window.localStorage.setItem('menuState', '{not json');
    expect(getStoredItem('menuState')).toBeUndefined();
    expect(window.localStorage.getItem('menuState')).toBeNull();

    window.localStorage.setItem('menuState', JSON.stringify('open'));
    expect(getStoredItem('menuState')).toBeUndefined();
    expect(window.localStorage.getItem('menuState')).toBeNull();
  });

  it('treats storing undefined as removing', () => {
    setStoredItem('menuState', 'open');
    setStoredItem('menuState', undefined);
    expect(window.localStorage.getItem('menuState')).toBeNull();
  });

  it('clears everything', () => {
    setStoredItem('menuState', 'open');
    window.localStorage.setItem('other', 'x');
    clearStorage();
    expect(window.localStorage.length).toBe(0);
  });

  it('never throws when storage is blocked', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => setStoredItem('menuState', 'open', 1000)).not.toThrow();
    expect(getStoredItem('menuState')).toBeUndefined();
    expect(() => removeStoredItem('menuState')).not.toThrow();
    expect(() => clearStorage()).not.toThrow();
  });

  it('never throws when writing exceeds the quota', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    expect(() => setStoredItem('menuState', 'open')).not.toThrow();
    expect(getStoredItem('menuState')).toBeUndefined();
  });
});
