// Where /redirect?to= may send someone: a path of ours, our own origin, or a host of the allow-list
// (REDIRECT_ALLOW_HOSTS). Anything else (another host, protocol-relative `//host`, backslash
// tricks, credentials in the URL, javascript: and other schemes) is refused with the reason.

export type RedirectDecision =
  | { allowed: true; location: string }
  | { allowed: false; reason: string; host: string | null };

/** `a.example, *.b.example` → matchers. */
export function parseAllowHosts(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}

function hostAllowed(host: string, allowList: readonly string[]): boolean {
  return allowList.some((entry) =>
    entry.startsWith('*.') ? host.endsWith(entry.slice(1)) && host.length > entry.length - 1 : host === entry,
  );
}

export function decideRedirect(to: string, appUrl: string, allowList: readonly string[]): RedirectDecision {
  const raw = to.trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters never belong in a link
  if (!raw || /[\u0000-\u001f\u007f\\]/.test(raw))
    return { allowed: false, reason: 'This link is not a valid address.', host: null };
  const own = new URL(appUrl);
  let target: URL;
  try {
    // A path is ours; `//host` would be another host, so only a single leading slash counts as a path.
    target = raw.startsWith('/') && !raw.startsWith('//') ? new URL(raw, own) : new URL(raw);
  } catch {
    return { allowed: false, reason: 'This link is not a valid address.', host: null };
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:')
    return { allowed: false, reason: 'This link does not lead to a web page.', host: null };
  if (target.username || target.password)
    return { allowed: false, reason: 'This link carries a user name or password.', host: target.hostname };
  if (target.origin === own.origin) return { allowed: true, location: target.href };
  if (target.protocol === 'https:' && hostAllowed(target.hostname.toLowerCase(), allowList))
    return { allowed: true, location: target.href };
  return {
    allowed: false,
    reason: 'This link leads to a website we do not know, so we did not open it.',
    host: target.hostname,
  };
}
