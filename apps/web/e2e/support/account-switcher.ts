// Switching accounts the way a user does: the header's account switcher.
import { expect, type Page } from '@playwright/test';

function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/ }).getByRole('alert');
}

/** Closes the toasts (a click closes one); bounded, as a closing toast may still be counted. */
export async function closeToasts(page: Page): Promise<void> {
  for (let attempt = 0; attempt < 10 && (await toasts(page).count()) > 0; attempt += 1) {
    await toasts(page)
      .first()
      .click({ timeout: 2000 })
      .catch(() => undefined);
    await page.waitForTimeout(150);
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
