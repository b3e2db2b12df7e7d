// Journey: a person uploads their own photo on the Account page and sees it in the avatar menu; a
// file that is not an image is refused; the photo can be removed. An enterprise owner gives the
// enterprise a logo on the enterprise profile page and removes it again.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { expectToast } from './support/account-switcher.ts';
import { dismissToasts, fillLoginForm, newAccount, registerThroughUi } from './support/accounts.ts';
import { saveScreenshot } from './support/screenshots.ts';

test.describe.configure({ timeout: 90_000 });

/** The smallest valid PNG: 1×1 pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('a person uploads, sees and removes their own photo', async ({ page }, testInfo) => {
  const account = newAccount({ firstName: 'Grace', lastName: 'Hopper' });
  await registerThroughUi(page, account);
  await dismissToasts(page);
  await page.getByRole('button', { name: 'Account menu for Grace Hopper' }).click();
  await page.getByRole('menuitem', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/account$/);

  const photo = page.getByRole('region', { name: 'Your photo' });
  await expect(photo.getByRole('button', { name: 'Upload photo' })).toBeVisible();
  // Checked here before any upload: not an image.
  await photo.getByLabel('Photo file').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  });
  await expect(photo.getByRole('alert')).toHaveText('Choose a PNG, JPEG or WebP image.');
  // A file that claims to be a PNG but is not: refused by the server, which reads the content.
  await photo.getByLabel('Photo file').setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<svg onload="alert(1)"></svg>'),
  });
  await expect(photo.getByRole('alert')).toHaveText('The avatar must be a PNG, JPEG or WebP image.');

  await photo.getByLabel('Photo file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expectToast(page, 'Your photo was saved.');
  await expect(photo.getByRole('button', { name: 'Change photo' })).toBeVisible();
  // The avatar menu shows the new photo.
  const menuPhoto = page.getByRole('button', { name: 'Account menu for Grace Hopper' }).locator('img');
  await expect(menuPhoto).toHaveAttribute('src', /\/api\/users\/\d+\/avatar\?v=/);
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'account-photo');

  await photo.getByRole('button', { name: 'Remove photo' }).click();
  await expect(photo.getByRole('button', { name: 'Upload photo' })).toBeVisible();
  await expect(menuPhoto).toHaveCount(0);
});

test('an enterprise owner gives the enterprise a logo', async ({ page }, testInfo) => {
  await page.goto('/login');
  await fillLoginForm(page, 'franchise@hireloop.example', 'hireloop-demo');
  const sunrise = page.getByRole('button', { name: /Sunrise Coffee/ });
  await expect(sunrise.or(page.getByRole('heading', { level: 1 })).first()).toBeVisible({ timeout: 30_000 });
  if (page.url().endsWith('/launch-pad')) await sunrise.click();
  await expect(page).toHaveURL(/\/enterprise-groups$/, { timeout: 30_000 });
  await dismissToasts(page);
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Enterprise Profile' }).click();
  await expect(page).toHaveURL(/\/enterprise-profile\/edit$/);

  // Another project may be running this journey at the same time on the same enterprise.
  const change = page.getByRole('button', { name: /^(Upload|Change) logo$/ });
  await expect(change).toBeVisible();
  await page.getByLabel('Logo file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expectToast(page, 'The logo was saved.');
  await expect(page.getByRole('button', { name: 'Change logo' })).toBeVisible();
  // The account switcher shows the logo of the enterprise in use.
  await expect(page.getByRole('button', { name: /Switch account$/ }).locator('img')).toHaveAttribute(
    'src',
    /\/api\/enterprises\/\d+\/avatar\?v=/,
  );
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'enterprise-logo');
});
