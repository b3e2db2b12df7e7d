// The live notification panel (SPEC.md §4 toasts): feature announcements greet every new user and
// message/application cards may arrive at any time; on phones they sit over the page.
import { expect, type Page } from '@playwright/test';
import { closeToasts } from './account-switcher.ts';

function panel(page: Page) {
  return page.getByLabel('Live notifications');
}

/** Closes the cards shown now (bounded: a card may still be counted while it closes). */
async function dismissShownCards(page: Page): Promise<void> {
  // Toasts open top right below the header and may sit over the panel's buttons.
  await closeToasts(page);
  const dismiss = panel(page).getByRole('button', { name: /^Dismiss:/ });
  for (let attempt = 0; attempt < 20 && (await dismiss.count()) > 0; attempt += 1) {
    await dismiss
      .first()
      .click({ timeout: 2000 })
      .catch(() => undefined);
  }
}

/** The announcements GET /api/persistent-notifications/ still lists for the page's user. */
async function unseenAnnouncementTitles(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/persistent-notifications/', {
    headers: { Accept: 'application/json' },
  });
  expect(response.ok(), `persistent notifications answered ${response.status()}`).toBe(true);
  const { data } = (await response.json()) as { data: Array<{ kind: string; title: string }> };
  return data.filter((item) => item.kind === 'feature_announcement').map((item) => item.title);
}

/**
 * Waits for the card of one announcement, dismisses it and waits for the server to note it seen.
 * A panel that folded itself away meanwhile is opened again first.
 */
async function dismissAnnouncement(page: Page, title: string): Promise<void> {
  const dismiss = panel(page).getByRole('button', { name: `Dismiss: ${title}`, exact: true });
  // Folded, the panel is a button in the header, outside the panel's region.
  const unfold = page.getByRole('button', { name: /^Show \d+ notifications?$/ });
  await expect(dismiss.or(unfold).first()).toBeVisible({ timeout: 15_000 });
  if (!(await dismiss.isVisible())) await unfold.click();
  const seen = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      /\/api\/feature-announcements\/\d+\/seen$/.test(new URL(response.url()).pathname),
  );
  await dismiss.click();
  await seen;
}

/**
 * Closes the live notification cards shown now. With `untilQuiet`, first waits for the state in
 * which no announcement can come any more: each announcement the server still lists as unseen
 * arrives as a card (2 s apart, SPEC.md §9), is dismissed, and is marked seen, until the server
 * lists none. Only on pages that have the panel (the signed-in layouts; onboarding has none).
 */
export async function dismissLiveNotifications(
  page: Page,
  { untilQuiet = false }: { untilQuiet?: boolean } = {},
): Promise<void> {
  if (untilQuiet) {
    for (const title of await unseenAnnouncementTitles(page)) await dismissAnnouncement(page, title);
    expect(await unseenAnnouncementTitles(page)).toEqual([]);
  }
  await dismissShownCards(page);
}

/**
 * From now on, before each action, closes the live notification cards that are shown (new
 * applications from other journeys may arrive at any time). Watches the cards' Dismiss buttons,
 * not the panel: folded, the panel stays in the header as a button, and a handler on it would wait
 * for it to go away forever. Dismissed by event, so a toast over the panel cannot take the click.
 */
export async function dismissLiveNotificationsWhenShown(page: Page): Promise<void> {
  const dismiss = panel(page).getByRole('button', { name: /^Dismiss:/ });
  await page.addLocatorHandler(dismiss.first(), async () => {
    for (let attempt = 0; attempt < 20 && (await dismiss.count()) > 0; attempt += 1) {
      await dismiss
        .first()
        .dispatchEvent('click')
        .catch(() => undefined);
    }
  });
}
