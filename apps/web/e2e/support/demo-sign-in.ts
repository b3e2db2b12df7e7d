// Signing in as a demo account of the README through the API, once, for a storage state that
// browser contexts reuse (no sign-in form per test).
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  expect,
  type Page,
  type TestInfo,
} from '@playwright/test';

export const DEMO_PASSWORD = 'hireloop-demo';

export interface DemoAccount {
  email: string;
  /** Which account to use: the person's own, their first company, or their first enterprise. */
  account: 'personal' | 'company' | 'enterprise';
}

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** The headers of a state-changing API call: the CSRF token of the request's cookies, JSON answers. */
export async function xsrfHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const { cookies } = await request.storageState();
  const token = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'X-XSRF-TOKEN': decodeURIComponent(token), Accept: 'application/json' };
}

/** Logs the request's cookie jar (a page's own, say) in; the account in use stays the user's last one. */
export async function logInDemoUser(request: APIRequestContext, email: string): Promise<void> {
  await request.get('/api/sanctum/csrf-cookie');
  const login = await request.post('/login', {
    headers: await xsrfHeaders(request),
    data: { email, password: DEMO_PASSWORD },
  });
  expect(login.ok(), `login of ${email}: ${login.status()}`).toBe(true);
}

/** Signs the request's cookie jar (a page's own, say) in and makes the wanted account the active one. */
export async function signInDemoRequest(request: APIRequestContext, demo: DemoAccount): Promise<void> {
  await logInDemoUser(request, demo.email);
  const self = await (await request.get('/api/users/self')).json();
  const target =
    demo.account === 'company'
      ? `/api/companies/set/${self.companies[0].id}`
      : demo.account === 'enterprise'
        ? `/api/enterprises/set/${self.enterprises[0].id}`
        : '/api/companies/set/0';
  const set = await request.put(target, { headers: await xsrfHeaders(request) });
  expect(set.ok(), `${target}: ${set.status()}`).toBe(true);
}

/** Signs in through the API, makes the wanted account the active one, and returns the storage state. */
export async function signInDemoAccount(
  browser: Browser,
  baseURL: string,
  demo: DemoAccount,
): Promise<StorageState> {
  const context = await browser.newContext({ baseURL });
  await signInDemoRequest(context.request, demo);
  const state = await context.storageState();
  await context.close();
  return state;
}

/** The dashboard of the account in use. */
export function demoHome(demo: DemoAccount): string {
  return { personal: '/dashboard', company: '/company-dashboard', enterprise: '/enterprise-groups' }[
    demo.account
  ];
}

/** A page of its own context signed in as the demo account, at the project's viewport. */
export async function openDemoAccountPage(
  browser: Browser,
  testInfo: TestInfo,
  demo: DemoAccount,
): Promise<{ context: BrowserContext; page: Page }> {
  const baseURL = testInfo.project.use.baseURL!;
  const storageState = await signInDemoAccount(browser, baseURL, demo);
  const context = await browser.newContext({
    baseURL,
    storageState,
    viewport: testInfo.project.use.viewport,
  });
  return { context, page: await context.newPage() };
}
