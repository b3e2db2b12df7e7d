// Journey: a recruiter drags candidate cards between the steps of an opportunity board, with the
// mouse and with the keyboard alone, one card and several selected together; the moves are saved
// (still there after a reload), quick moves show one toast below the header controls, and the
// board stays axe clean. Each viewport works on its own opening (pipeline.spec.ts uses Barista and
// Pastry Chef; the team member there only looks at Shift Lead).
import { expect, type Locator, type Page, type TestInfo, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { dismissToasts, fillLoginForm } from './support/accounts.ts';
import { dismissLiveNotifications } from './support/live-notifications.ts';
import { saveScreenshot } from './support/screenshots.ts';

// The two tests share the viewport's opening: one after the other.
test.describe.configure({ mode: 'serial', timeout: 150_000 });

async function signInAsRecruiter(page: Page): Promise<void> {
  await page.goto('/login');
  await fillLoginForm(page, 'recruiter@hireloop.example', 'hireloop-demo');
  const northwind = page.getByRole('button', { name: /Northwind Bakery/ });
  const welcome = page.getByText(/You are signed in as/);
  await expect(northwind.or(welcome).first()).toBeVisible({ timeout: 30_000 });
  if (page.url().endsWith('/launch-pad')) await northwind.click();
  await expect(page).toHaveURL(/\/company-dashboard$/, { timeout: 30_000 });
  // The announcements are dismissed for good (seen on the server) before the board: their cards
  // sit in the page's flow and would shift the columns under a drag.
  await dismissLiveNotifications(page, { untilQuiet: true });
  await dismissToasts(page);
}

async function openBoard(page: Page, opportunity: string): Promise<void> {
  const name = /^(Opportunities|Jobs)$/;
  const navigation = page.getByRole('navigation').filter({ has: page.getByRole('link', { name }) });
  await navigation.getByRole('link', { name }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/company-opportunities$/);
  await page.getByRole('link', { name: opportunity, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: opportunity })).toBeVisible();
}

const column = (page: Page, step: string): Locator =>
  page.getByRole('region', { name: 'Pipeline steps' }).getByRole('region', { name: new RegExp(`^${step}`) });

const card = (scope: Locator, name: string): Locator =>
  scope.getByRole('listitem').filter({ has: scope.page().getByRole('button', { name, exact: true }) });

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ }).getByRole('alert');

/**
 * Presses the mouse on the card, moves past the 6 px threshold and waits to hear it picked up (if
 * the board moved under the pointer first, it lets go and picks it up again), then moves over the
 * column and lets go.
 */
async function dragWithMouse(page: Page, from: Locator, to: Locator, name: string): Promise<void> {
  let attempts = 0;
  await expect(async () => {
    // A pick-up that did not take: Escape cancels a drag that started late, then the button is up.
    if (attempts++ > 0) {
      await page.keyboard.press('Escape');
      await page.mouse.up();
    }
    await from.scrollIntoViewIfNeeded();
    const start = await from.boundingBox();
    if (!start) throw new Error('the card is not on screen');
    // Pick the card up by its top edge (not on a button).
    const x = start.x + start.width / 2;
    const y = start.y + 6;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 10, y + 10, { steps: 4 });
    await expect(page.getByText(new RegExp(`^Picked up ${name}`))).toBeAttached({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  // Near the edges of the scrolling columns (phones) the board scrolls itself, as it should for a
  // person dragging there: the pointer waits at that edge until the column is in view, then
  // moves onto it.
  const viewport = page.viewportSize()!;
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const box = await to.boundingBox();
    if (!box) break;
    const centre = box.x + box.width / 2;
    if (centre >= 90 && centre <= viewport.width - 90) {
      await page.mouse.move(centre, box.y + 60, { steps: 4 });
      break;
    }
    const edge = centre > viewport.width - 90 ? viewport.width - 12 : 12;
    await page.mouse.move(edge, box.y + 60 + (attempt % 2), { steps: 1 });
  }
  // The board may still be scrolling under the pointer (phones): follow the column until it is
  // the one the card is over, as a person's hand would.
  await expect(async () => {
    const box = await to.boundingBox();
    if (box) await page.mouse.move(box.x + box.width / 2, box.y + 60, { steps: 2 });
    await expect(to).toHaveClass(/ring-brand-300/, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await page.mouse.up();
}

/**
 * Space on the card's handle picks it up; each arrow jumps one step, waiting (as a screen reader
 * user would) to hear which step the card is over; Space drops.
 */
async function dragWithKeyboard(
  page: Page,
  scope: Locator,
  name: string,
  moves: readonly (readonly [key: string, over: string])[],
): Promise<void> {
  const handle = scope.getByRole('button', { name: `Drag ${name} to another step` });
  await handle.focus();
  await page.keyboard.press('Space');
  const announced = (text: string | RegExp) => expect(page.getByText(text)).toBeAttached();
  await announced(new RegExp(`^Picked up ${name}`));
  // dnd-kit's keyboard sensor starts listening for the arrows in a setTimeout(0) queued at pick-up,
  // which a loaded machine can run after the announcement shows (and a key sent at once is lost,
  // as in one CI run). Timers of equal delay run in order: once ours has run, so has the sensor's.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  for (const [key, over] of moves) {
    await page.keyboard.press(key);
    await announced(new RegExp(`^${name}( and \\d+ others?)? over ${over}\\.$`));
  }
  await page.keyboard.press('Space');
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** No toast covers the account switcher, the bell or the avatar menu. */
async function expectToastsClearOfHeader(page: Page): Promise<void> {
  const controls = [
    page.getByRole('button', { name: /Switch account$/ }),
    page.getByRole('button', { name: /^Account menu for/ }),
    page.getByRole('link', { name: /^Notifications/ }).filter({ visible: true }),
  ];
  for (const toast of await toasts(page).all()) {
    const box = await toast.boundingBox();
    if (!box) continue;
    for (const control of controls) {
      for (const visible of await control.all()) {
        const other = await visible.boundingBox();
        if (other)
          expect(overlaps(box, other), `a toast covers ${await visible.getAttribute('aria-label')}`).toBe(
            false,
          );
      }
    }
  }
}

const PLAN = {
  desktop: {
    opportunity: 'Shift Lead',
    mouse: { name: 'Sage Patel', from: 'Phone Screen', to: 'Offer' },
    keyboard: {
      name: 'Riley Martinez',
      from: 'Interview',
      moves: [['ArrowLeft', 'Phone Screen']],
      to: 'Phone Screen',
    },
    together: { names: ['Jordan Lee', 'Harper Nguyen'], from: 'Offer', to: 'Interview', by: 'mouse' },
  },
  mobile: {
    opportunity: 'Delivery Driver',
    mouse: { name: 'Riley Martinez', from: 'Applied', to: 'Phone Screen' },
    keyboard: {
      name: 'Sage Patel',
      from: 'Applied',
      moves: [
        ['ArrowRight', 'Phone Screen'],
        ['ArrowRight', 'Interview'],
      ],
      to: 'Interview',
    },
    together: {
      names: ['Rowan Garcia', 'Morgan Chen'],
      from: 'Interview',
      to: 'Phone Screen',
      by: 'keyboard',
    },
  },
} as const;

const planOf = (testInfo: TestInfo) => PLAN[testInfo.project.name === 'mobile' ? 'mobile' : 'desktop'];

test('a recruiter drags candidates between steps by mouse and keyboard, one or several', async ({
  page,
}, testInfo) => {
  const plan = planOf(testInfo);
  await signInAsRecruiter(page);
  await openBoard(page, plan.opportunity);
  await expect(card(column(page, plan.mouse.from), plan.mouse.name)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Mouse: the card moves at once.
  await dragWithMouse(
    page,
    card(column(page, plan.mouse.from), plan.mouse.name),
    column(page, plan.mouse.to),
    plan.mouse.name,
  );
  await expect(card(column(page, plan.mouse.to), plan.mouse.name)).toBeVisible();
  await expect(card(column(page, plan.mouse.from), plan.mouse.name)).toHaveCount(0);
  await expect(toasts(page).first()).toBeVisible();
  await dismissToasts(page);

  // Keyboard only: picked up, moved and dropped, each announced.
  const { keyboard } = plan;
  await dragWithKeyboard(page, column(page, keyboard.from), keyboard.name, keyboard.moves);
  await expect(page.getByText(`${keyboard.name} dropped on ${keyboard.to}.`)).toBeAttached();
  await expect(card(column(page, keyboard.to), keyboard.name)).toBeVisible();
  await expect(card(column(page, keyboard.from), keyboard.name)).toHaveCount(0);
  // The focus stays with the card, on its handle in the new column.
  await expect(
    column(page, keyboard.to).getByRole('button', { name: `Drag ${keyboard.name} to another step` }),
  ).toBeFocused();
  await dismissToasts(page);

  // Several at once: select, then drag one of them.
  const { together } = plan;
  for (const name of together.names) {
    await page.getByRole('checkbox', { name: `Select ${name}`, exact: true }).check();
  }
  await expect(page.getByRole('status').getByText(`${together.names.length} selected`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'pipeline-board-selected');
  const first = together.names[0];
  const firstColumn = page
    .getByRole('region', { name: 'Pipeline steps' })
    .getByRole('region')
    .filter({ has: page.getByRole('button', { name: first, exact: true }) });
  if (together.by === 'mouse') {
    await dragWithMouse(page, card(firstColumn, first), column(page, together.to), first);
  } else {
    await dragWithKeyboard(page, firstColumn, first, [['ArrowLeft', together.to]]);
  }
  for (const name of together.names) await expect(card(column(page, together.to), name)).toBeVisible();
  await expect(toasts(page).filter({ hasText: '2 candidates were moved.' })).toBeVisible();
  await expect(page.getByRole('status').getByText(/selected/)).toHaveCount(0);
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'pipeline-board-after-drag');

  // Saved: after a reload the board shows the same columns.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (!/\/company-opportunities\/\d+$/.test(page.url())) await openBoard(page, plan.opportunity);
  await expect(card(column(page, plan.mouse.to), plan.mouse.name)).toBeVisible();
  await expect(card(column(page, keyboard.to), keyboard.name)).toBeVisible();
  for (const name of together.names) await expect(card(column(page, together.to), name)).toBeVisible();
});

test('quick moves on the board show one toast, below the header controls', async ({ page }, testInfo) => {
  const plan = planOf(testInfo);
  await signInAsRecruiter(page);
  await openBoard(page, plan.opportunity);
  const board = page.getByRole('region', { name: 'Pipeline steps' });
  await expect(board.getByRole('listitem').first()).toBeVisible();
  // Three cards that can move forward, moved one after the other without waiting.
  const moves = board.getByRole('button', { name: /^Move .+ to / });
  const labels = (await moves.allInnerTexts()).length;
  expect(labels).toBeGreaterThanOrEqual(3);
  const names: string[] = [];
  for (let index = 0; index < 3; index += 1) {
    names.push((await moves.nth(index).getAttribute('aria-label')) ?? '');
  }
  // From the keyboard: a pointer click could land on the first toast as it opens over the board
  // (a click closes a toast), which is not what this checks.
  for (const name of names) await board.getByRole('button', { name, exact: true }).press('Enter');
  await expect(toasts(page).filter({ hasText: 'The candidate was moved to the next step.' })).toHaveCount(1);
  // Each message once: the moves' words are not stacked (a step that has a follow-up, such as
  // Interview's "Schedule interview", may add its own prompt).
  const texts = await toasts(page).allInnerTexts();
  expect(texts.length).toBe(new Set(texts).size);
  await expectToastsClearOfHeader(page);
  await saveScreenshot(page, testInfo, 'pipeline-board-one-toast');
});
