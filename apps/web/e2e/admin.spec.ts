// Journey: the demo super admin (two-factor on, its secret in README) opens the admin dashboard,
// finds the Recruiter, acts as them: the banner shows on every page, the password form is off and
// the server refuses the change; Stop Impersonation returns to the admin dashboard, and the stop page
// opened again says why nothing happened. Axe, no overflow and
// screenshots at each stop, at 375 and 1440 px.
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, xsrfHeaders } from './support/demo-sign-in.ts';
import { dismissLiveNotifications } from './support/live-notifications.ts';
import { checkScreen } from './support/screen-check.ts';
import { SUPER_ADMIN, signInSuperAdmin } from './support/super-admin.ts';

const REFUSED = 'This change is not allowed while impersonating a user.';
const NOT_IMPERSONATING = 'You are not impersonating anyone.';

test.describe.configure({ timeout: 120_000 });

test('a super admin impersonates the Recruiter, is refused a password change, and stops', async ({
  page,
}, testInfo) => {
  // A session of its own: impersonating replaces it (the shared one would end for the others).
  await signInSuperAdmin(page.request);

  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText('Active companies')).toBeVisible();
  await expect(page.getByRole('img', { name: /sign-ups in the last 30 days/ })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search users' }).fill('recruiter@hireloop.example');
  const impersonate = page.getByRole('button', { name: 'Impersonate Riley Recruiter', exact: true });
  await expect(impersonate).toHaveCount(1);

  await page.getByRole('searchbox', { name: 'Search companies' }).fill('Northwind');
  await page.getByRole('button', { name: 'View Northwind Bakery', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Northwind Bakery', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Members' })).toContainText('Riley Recruiter');
  await checkScreen(page, testInfo, 'admin-dashboard');

  await impersonate.click();
  const banner = page.getByRole('complementary', { name: 'Impersonation' });
  await expect(page).toHaveURL(/\/company-dashboard$/);
  await expect(banner).toContainText('You are acting as Riley Recruiter');
  // Riley's unseen announcement arrives as a card that pushes the page down (and folds away 5 s
  // later): read it away first, so the check sees a page that has stopped moving.
  await dismissLiveNotifications(page, { untilQuiet: true });
  await checkScreen(page, testInfo, 'impersonating-home');

  await page.goto('/account');
  await expect(banner).toBeVisible();
  const form = page.getByRole('form', { name: 'Change password' });
  await expect(form.getByText(REFUSED)).toBeVisible();
  await expect(form.getByRole('button', { name: 'Update password' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Turn on two-factor authentication' })).toBeDisabled();
  // The server refuses it too, whatever the form allows.
  const refused = await page.request.put('/user/password', {
    headers: await xsrfHeaders(page.request),
    data: {
      current_password: DEMO_PASSWORD,
      password: 'a new passphrase 1',
      password_confirmation: 'a new passphrase 1',
    },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ message: REFUSED });
  await checkScreen(page, testInfo, 'impersonating-password-refused');

  await banner.getByRole('link', { name: 'Stop Impersonation' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Impersonation' })).toHaveCount(0);
  const self = await (await page.request.get('/api/users/self')).json();
  expect(self).toMatchObject({ email: SUPER_ADMIN, impersonate: false });

  // The stop page opened again (an old tab, the back button) says why nothing happened.
  await page.goto('/stop-impersonation');
  await expect(page.getByRole('heading', { name: 'Could not stop impersonating' })).toBeVisible();
  await expect(page.getByText(NOT_IMPERSONATING)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await checkScreen(page, testInfo, 'stop-impersonation-refused');
});
