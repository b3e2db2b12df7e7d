// Accounts for journeys: unique per test (all tests share one server), created through the UI
// or, when the journey is about something else, straight through the API.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { closeToasts } from './account-switcher.ts';

export interface TestAccount {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export function newAccount(overrides: Partial<TestAccount> = {}): TestAccount {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `e2e-${unique}@example.com`,
    password: 'correct-horse-battery',
    ...overrides,
  };
}

export async function fillRegisterForm(page: Page, account: TestAccount): Promise<void> {
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
}

/** Registers through /register; the new user lands on the candidate dashboard. */
export async function registerThroughUi(page: Page, account: TestAccount): Promise<void> {
  await page.goto('/register');
  await fillRegisterForm(page, account);
  await page.getByRole('button', { name: 'Create account' }).click();
  // A new account starts candidate onboarding; these journeys are about other things.
  await expect(page).toHaveURL(/\/create-account$/);
  await page.getByRole('link', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Registers with a request context of its own, so the browser stays signed out. */
export async function registerThroughApi(request: APIRequestContext, account: TestAccount): Promise<void> {
  await request.get('/api/sanctum/csrf-cookie');
  const { cookies } = await request.storageState();
  const token = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const register = () =>
    request.post('/register', {
      headers: { 'X-XSRF-TOKEN': decodeURIComponent(token), Accept: 'application/json' },
      data: {
        first_name: account.firstName,
        last_name: account.lastName,
        email: account.email,
        password: account.password,
        password_confirmation: account.password,
      },
    });
  // The end-to-end server allows many sign-ups per address (SIGN_UP_LIMIT_PER_MINUTE, playwright.config.ts).
  const response = await register();
  expect(response.status()).toBe(201);
}

export async function fillLoginForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * Closes every toast (a click closes one). On phones they sit over the header, and a headless
 * page without focus pauses them instead of letting them time out.
 */
export async function dismissToasts(page: Page): Promise<void> {
  await closeToasts(page);
}

/** Logs out the way a user does: the avatar menu's Logout. Ends on /login. */
export async function logOutThroughMenu(page: Page, account: TestAccount): Promise<void> {
  await dismissToasts(page);
  await page
    .getByRole('button', { name: `Account menu for ${account.firstName} ${account.lastName}` })
    .click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}
