// After choosing an account on the launch pad, the page that sent the user there (guard 2
// remembers it) is where they land, if the chosen account may open it.

import type { User } from '#web/lib/session/session-user.ts';
import { readTargetUrl, takeTargetUrl } from '#web/lib/target-url.ts';
import { canOpenPage } from './route-access.ts';

export function rememberedPageFor(user: User): string | null {
  const target = readTargetUrl();
  if (!target || !canOpenPage(target.url, user)) return null;
  takeTargetUrl();
  return target.url;
}
