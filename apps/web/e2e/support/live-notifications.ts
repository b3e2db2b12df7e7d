// The live notification panel (SPEC.md §4 toasts): feature announcements greet every new user and
// message/application cards may arrive at any time; on phones they sit over the page.
import type { Page } from '@playwright/test';

/**
 * Closes the live notification cards (bounded: a card may still be counted while it closes). With
 * `untilQuiet`, keeps watching until none came for 3 s: a fresh account's announcements arrive at
 * least 2 s apart (SPEC.md §9).
 */
export async function dismissLiveNotifications(
  page: Page,
  { untilQuiet = false }: { untilQuiet?: boolean } = {},
): Promise<void> {
  const dismiss = page.getByLabel('Live notifications').getByRole('button', { name: /^Dismiss:/ });
  const quietChecksNeeded = untilQuiet ? 6 : 1;
  let quietChecks = 0;
  for (let attempt = 0; attempt < 20 && quietChecks < quietChecksNeeded; attempt += 1) {
    if ((await dismiss.count()) === 0) {
      quietChecks += 1;
      if (quietChecks < quietChecksNeeded) await page.waitForTimeout(500);
      continue;
    }
    quietChecks = 0;
    await dismiss
      .first()
      .click({ timeout: 2000 })
      .catch(() => undefined);
  }
}
