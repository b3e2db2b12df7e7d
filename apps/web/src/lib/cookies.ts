// Reading and deleting cookies the client can see (the session cookie itself is httpOnly; the
// XSRF-TOKEN cookie of DESIGN.md §1 is readable on purpose so requests can echo it).

/** The decoded value of a cookie, or undefined when it is not set. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const pair of document.cookie.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1) continue;
    if (pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      // A malformed escape sequence: the raw value is still the best answer.
      return value;
    }
  }
  return undefined;
}

/**
 * Expires a cookie at the site root, where the server sets it. A cookie the server scoped to
 * another path or domain cannot be removed from here, and an httpOnly one is invisible anyway.
 */
export function deleteCookie(name: string): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Safari and Firefox.
  document.cookie = `${name}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
}
