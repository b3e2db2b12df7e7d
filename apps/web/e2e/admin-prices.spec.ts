// Journey: the demo super admin (two-factor on) opens the admin dashboard, edits the price of an
// invite: a malformed price is refused in the form, a good one is saved with a toast, shows in the
// price list and on top of the price history with the admin's name. The original price is put back
// afterwards so the other journeys see the demo's prices. Axe, no overflow and screenshots at each
// stop, at 375 and 1440 px.
import { expect, type Page, test } from '@playwright/test';
import { xsrfHeaders } from './support/demo-sign-in.ts';
import { checkScreen } from './support/screen-check.ts';
import { openSharedSuperAdminPage } from './support/super-admin.ts';

const ITEM = 'Opportunity Invite';
const FORMAT_MESSAGE = 'Enter a price in dollars with at most six decimals, like 0.0035.';

test.describe.configure({ timeout: 180_000 });

async function currentPrice(page: Page): Promise<string> {
  const list = await (await page.request.get('/api/admin/prices')).json();
  return list.prices.find((price: { item_name: string }) => price.item_name === ITEM).unit_price;
}

test('a super admin changes the price of an invite from the next period and sees the history', async ({
  browser,
}, testInfo) => {
  const { context, page } = await openSharedSuperAdminPage(browser, testInfo);
  const original = await currentPrice(page);
  // A price from the clock with four decimals, the last not 0 (so it shows as typed).
  const digits = 1001 + (Date.now() % 8998);
  const next = `0.${digits % 10 === 0 ? digits + 1 : digits}`;

  try {
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Price list' })).toBeVisible();
    const history = page.getByRole('list', { name: 'Price history' });
    await expect(history).toContainText('Original price list');
    await page.getByRole('button', { name: `Edit the price of ${ITEM}`, exact: true }).click();

    const field = page.getByLabel(`New price for ${ITEM} (USD)`);
    await expect(field).toHaveValue(original);
    await field.fill('twelve');
    await page.getByRole('button', { name: 'Save price' }).click();
    await expect(page.getByText(FORMAT_MESSAGE)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await checkScreen(page, testInfo, 'admin-price-refused');

    await field.fill(next);
    await page.getByRole('button', { name: 'Save price' }).click();
    await expect(page.getByText(`${ITEM} now costs $${next} from each company's next period.`)).toBeVisible();
    await expect(field).toHaveCount(0);
    await expect(page.getByText(`$${next} · since`)).toBeVisible();
    await expect(history.getByRole('listitem').first()).toContainText(`$${next}`);
    await expect(history.getByRole('listitem').first()).toContainText('Sasha');
    await checkScreen(page, testInfo, 'admin-prices');
  } finally {
    // Put the demo's price back (a new version: the history keeps both).
    if ((await currentPrice(page)) !== original) {
      const restored = await page.request.put('/api/admin/prices', {
        headers: await xsrfHeaders(page.request),
        data: { item_name: ITEM, unit_price: original },
      });
      expect(restored.status()).toBe(200);
    }
    await context.close();
  }
});
