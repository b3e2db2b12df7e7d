import { STORAGE_KEYS, STORAGE_TTL_MS } from '@hireloop/shared/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setStoredItem } from './storage.ts';
import { readTargetUrl, storeTargetUrl, takeTargetUrl, targetUrlOf } from './target-url.ts';

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('target URL', () => {
  it('keeps the path and query, and picks out set_company_id', () => {
    expect(
      targetUrlOf(new URL('https://hireloop.test/company-candidates?stage=3&set_company_id=42#x')),
    ).toEqual({ url: '/company-candidates?stage=3&set_company_id=42', setCompanyId: 42 });
    expect(targetUrlOf(new URL('https://hireloop.test/account'))).toEqual({
      url: '/account',
      setCompanyId: null,
    });
  });

  it('ignores a set_company_id that is not a positive whole number', () => {
    for (const value of ['0', '-4', 'abc', '1.5', '']) {
      expect(targetUrlOf(new URL(`https://hireloop.test/x?set_company_id=${value}`)).setCompanyId).toBeNull();
    }
  });

  it('is stored for the given time only', () => {
    vi.useFakeTimers();
    storeTargetUrl(
      new URL('https://hireloop.test/account?tab=security'),
      STORAGE_TTL_MS.targetUrlOnLoginRedirect,
    );
    expect(readTargetUrl()).toEqual({ url: '/account?tab=security', setCompanyId: null });

    vi.advanceTimersByTime(STORAGE_TTL_MS.targetUrlOnLoginRedirect - 1);
    expect(readTargetUrl()?.url).toBe('/account?tab=security');
    vi.advanceTimersByTime(1);
    expect(readTargetUrl()).toBeUndefined();
  });

  it('lasts 4 hours when stored at the end of a session', () => {
    vi.useFakeTimers();
    storeTargetUrl(new URL('https://hireloop.test/messages'), STORAGE_TTL_MS.targetUrlOnSessionExpiry);
    vi.advanceTimersByTime(3 * 60 * 60 * 1000);
    expect(readTargetUrl()?.url).toBe('/messages');
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(readTargetUrl()).toBeUndefined();
  });

  it('is used once', () => {
    storeTargetUrl(new URL('https://hireloop.test/account'), STORAGE_TTL_MS.targetUrlOnLoginRedirect);
    expect(takeTargetUrl()?.url).toBe('/account');
    expect(takeTargetUrl()).toBeUndefined();
  });

  it('refuses stored values that are not same-site paths', () => {
    setStoredItem(STORAGE_KEYS.targetUrl, { url: '//evil.example/phish', setCompanyId: null });
    expect(readTargetUrl()).toBeUndefined();
    setStoredItem(STORAGE_KEYS.targetUrl, 'https://evil.example');
    expect(readTargetUrl()).toBeUndefined();
  });
});
