// Setup steps of company journeys taken through the API with the page's own session, and in-app
// navigation the way the router does it.
import { expect, type Page } from '@playwright/test';

export async function apiCall(page: Page, method: 'POST' | 'PUT', url: string, data: unknown) {
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.fetch(url, {
    method,
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(token), Accept: 'application/json' },
    data,
  });
  expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/** Follows an in-app link the way the router does (no full reload of a company page). */
export async function navigateInApp(page: Page, target: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, target);
}
