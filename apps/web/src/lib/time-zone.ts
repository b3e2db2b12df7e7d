/** The browser's IANA time zone (`Europe/Berlin`), sent on sign-up and sign-in; undefined if unknown. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
