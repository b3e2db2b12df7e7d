import { afterEach, describe, expect, it } from 'vitest';
import { deleteCookie, readCookie } from './cookies.ts';

/** Sets a cookie the way a server's Set-Cookie would, as seen by the page. */
function setCookie(cookie: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: tests stand in for the server's Set-Cookie.
  document.cookie = cookie;
}

afterEach(() => {
  for (const name of ['XSRF-TOKEN', 'theme', 'broken', 'empty']) deleteCookie(name);
});

describe('cookies', () => {
  it('reads and URL-decodes a cookie by exact name', () => {
    setCookie('theme=dark; Path=/');
    setCookie(`XSRF-TOKEN=${encodeURIComponent('eyJpdiI6Ik1=+/')}; Path=/`);
    expect(readCookie('XSRF-TOKEN')).toBe('eyJpdiI6Ik1=+/');
    expect(readCookie('theme')).toBe('dark');
    expect(readCookie('TOKEN')).toBeUndefined();
    expect(readCookie('missing')).toBeUndefined();
  });

  it('returns the raw value when it is not valid URI encoding', () => {
    setCookie('broken=%E0%A4%A; Path=/');
    expect(readCookie('broken')).toBe('%E0%A4%A');
  });

  it('reads an empty cookie as an empty string', () => {
    setCookie('empty=; Path=/');
    expect(readCookie('empty')).toBe('');
  });

  it('deletes a cookie', () => {
    setCookie('XSRF-TOKEN=abc; Path=/');
    setCookie('theme=dark; Path=/');
    deleteCookie('XSRF-TOKEN');
    expect(readCookie('XSRF-TOKEN')).toBeUndefined();
    expect(readCookie('theme')).toBe('dark');
  });
});
