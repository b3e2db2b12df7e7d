// Switching accounts the way a user does: the header's account switcher.
import { expect, type Page } from '@playwright/test';

function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/ }).getByRole('alert');
}

/**
 * Closes the toasts with their close buttons (a click on the body could land on a link or button
 * the toast carries, e.g. "Schedule interview"). After each it waits for the toast to leave (its
 * exit animation) rather than for a fixed time; bounded, as another toast may arrive meanwhile.
 */
export async function closeToasts(page: Page): Promise<void> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const open = await toasts(page).count();
    if (open === 0) return;
    await toasts(page)
      .first()
      .getByRole('button', { name: 'close', exact: true })
      .click({ timeout: 2000 })
      .catch(() => undefined);
    await expect(toasts(page))
      .toHaveCount(open - 1, { timeout: 2000 })
      .catch(() => undefined);
  }
}

/** Opens the switcher from the keyboard and chooses the account whose item matches `account`. */
export async function switchAccountInHeader(page: Page, account: RegExp): Promise<void> {
  await closeToasts(page);
  const trigger = page.getByRole('button', { name: /Switch account$/ });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const item = page.getByRole('menuitemcheckbox', { name: account });
  await item.focus();
  await page.keyboard.press('Enter');
}

export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(toasts(page).filter({ hasText: text }).first()).toBeVisible();
}
