// Intercom's chat widget (issue 22), used instead of the built-in support conversation when the
// server names an Intercom app: loaded only on the production host over https (SPEC.md §9), booted
// with the user's `intercomUserHash` (identity verification) and shut down at sign-out (SPEC.md §4).
import { onSignOut } from './session/sign-out.ts';
import type { SiteSettings } from './site-settings.ts';

interface IntercomUser {
  id: number;
  email: string;
  name: string;
  intercomUserHash: string | null | undefined;
}

type IntercomCommand = (command: string, ...args: unknown[]) => void;

declare global {
  interface Window {
    Intercom?: IntercomCommand & { q?: unknown[][] };
    intercomSettings?: Record<string, unknown>;
  }
}

let booted = false;
let listeningForSignOut = false;

/** Intercom may load here: configured, this is the production host, and the page came over https. */
export function intercomAllowed(
  settings: SiteSettings,
  location: Pick<Location, 'protocol' | 'host'>,
): boolean {
  const { provider, intercomAppId, intercomHost } = settings.supportChat;
  return (
    provider === 'intercom' &&
    Boolean(intercomAppId) &&
    location.protocol === 'https:' &&
    location.host === intercomHost
  );
}

function loadScript(appId: string): void {
  if (window.Intercom) return;
  // Intercom's documented stub: commands wait in a queue until the widget script arrives.
  const stub = ((...args: unknown[]) => {
    stub.q?.push(args);
  }) as IntercomCommand & { q?: unknown[][] };
  stub.q = [];
  window.Intercom = stub;
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://widget.intercom.io/widget/${encodeURIComponent(appId)}`;
  document.head.appendChild(script);
}

/** Boots the widget for the user (once per sign-in); returns whether Intercom is in use. */
export function bootIntercom(settings: SiteSettings, user: IntercomUser): boolean {
  if (!intercomAllowed(settings, window.location) || !settings.supportChat.intercomAppId) return false;
  if (booted) return true;
  loadScript(settings.supportChat.intercomAppId);
  window.Intercom?.('boot', {
    app_id: settings.supportChat.intercomAppId,
    user_id: String(user.id),
    email: user.email,
    name: user.name,
    user_hash: user.intercomUserHash ?? undefined,
    hide_default_launcher: true,
  });
  booted = true;
  if (!listeningForSignOut) {
    onSignOut(shutdownIntercom);
    listeningForSignOut = true;
  }
  return true;
}

export function showIntercom(): void {
  window.Intercom?.('show');
}

/** Ends the user's Intercom session (sign-out), so the next person starts a conversation of their own. */
export function shutdownIntercom(): void {
  if (!booted) return;
  window.Intercom?.('shutdown');
  booted = false;
}
