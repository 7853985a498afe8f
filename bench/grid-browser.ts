import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { CATEGORIES } from './grid-stack';

export interface StepResult {
  step: string;
  /** The longest task on the main thread while the step ran, 0 when none passed 50 ms. */
  longestMs: number;
  /** Tasks over 50 ms (what the browser reports as long tasks). */
  longTasks: number;
  /** From the input until the grid shows the new results; absent for scrolls. */
  shownMs?: number;
}

/** Which videos the grid shows once a step's results are in, by the number in their titles. */
interface Expect {
  /** This video is among them (else the old cards might pass for the new). */
  has?: number;
  /** Some card is outside this range (the old page's), for where `has` may be off screen. */
  outside?: [number, number];
  from?: number;
  to?: number;
  multipleOf?: number;
  contains?: string;
}

declare global {
  interface Window {
    __longTasks: { start: number; duration: number }[];
    /** The time when every card on screen is one that `expect` describes; false until then. */
    __cardsShown: (expect: Expect) => number | false;
  }
}

/**
 * Before the app's scripts: every long task from the first; and when every card on screen is one
 * a step expects. Init scripts are a string: the app's CSP forbids evaluating one later, and tsx
 * wraps named inner functions in a helper the page does not have.
 */
const INIT_SCRIPT = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  window.__cardsShown = (e) => {
    const numbers = [...document.querySelectorAll('[data-select-id] button[title]')].map((b) =>
      Number(/^Video number (\\d+)/.exec(b.title)?.[1]));
    const ok = numbers.every((n) => n >= (e.from ?? 1) && n <= (e.to ?? Infinity)
      && n % (e.multipleOf ?? 1) === 0 && String(n).includes(e.contains ?? ''));
    const has = e.has === undefined || numbers.includes(e.has);
    const moved = !e.outside || numbers.some((n) => n < e.outside[0] || n > e.outside[1]);
    return numbers.length > 0 && ok && has && moved ? performance.now() : false;
  };
`;

const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(resolve)));

/** Two frames, then a quiet moment: long tasks are reported after they end. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await nextFrame(page);
  await nextFrame(page);
  await page.waitForTimeout(400);
}

const waitForCards = (page: Page, expect: Expect) =>
  page
    .waitForFunction((e) => window.__cardsShown(e), expect, { polling: 'raf', timeout: 60_000 })
    // It resolves only once the answer is not false: a time.
    .then((handle) => handle.jsonValue() as Promise<number>);

async function step(
  page: Page,
  name: string,
  action: () => Promise<void>,
  expect?: Expect,
  /** Typing: the results are due from the last key, the long tasks count from the first. */
  shownFromEnd = false,
): Promise<StepResult> {
  await settle(page);
  const start = await page.evaluate(() => performance.now());
  await action();
  const end = await page.evaluate(() => performance.now());
  const shownAt = expect ? await waitForCards(page, expect) : undefined;
  await settle(page);
  const tasks = await page.evaluate(
    (from) => window.__longTasks.filter((t) => t.start >= from).map((t) => t.duration),
    start,
  );
  return {
    step: name,
    longestMs: Math.max(0, ...tasks),
    longTasks: tasks.length,
    shownMs: shownAt === undefined ? undefined : shownAt - (shownFromEnd ? end : start),
  };
}

/** A wheel turn of `delta` pixels a frame, to the bottom (or `turns` turns), then back to the top. */
async function wheelDownAndUp(page: Page, delta: number, turns = 1000) {
  const viewport = page.viewportSize()!;
  await page.mouse.move(viewport.width / 2, viewport.height / 2);
  const turn = async (dy: number) => {
    await page.mouse.wheel(0, dy);
    return page.evaluate(
      () =>
        new Promise<{ top: boolean; bottom: boolean }>((resolve) =>
          requestAnimationFrame(() =>
            resolve({
              top: window.scrollY <= 0,
              bottom:
                window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
            }),
          ),
        ),
    );
  };
  for (let i = 0; i < turns && !(await turn(delta)).bottom; i++);
  for (let i = 0; i < 2 * turns && !(await turn(-delta)).top; i++);
}

/** Straight to the end of the page and back, as dragging the scroll bar does. */
async function jumpToEndAndBack(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await settle(page);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The thumbnails as the image host sends them, JPEG (the emulator draws SVGs, which decode on the main thread). */
async function serveJpegThumbnails(context: BrowserContext) {
  const page = await context.newPage();
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 360;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#4a7';
    g.fillRect(0, 0, 480, 360);
    return canvas.toDataURL('image/jpeg', 0.8);
  });
  await page.close();
  const body = Buffer.from(dataUrl.split(',')[1]!, 'base64');
  await context.route(/\/vi\/[^/]+\/hqdefault\.jpg$/, (route) =>
    route.fulfill({
      body,
      contentType: 'image/jpeg',
      headers: { 'cache-control': 'public, max-age=86400' },
    }),
  );
}

async function choose(page: Page, select: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option }).click();
}

/** The steps of docs/product.md §2's saved videos a person takes through a large collection. */
export async function measureGrid(
  browser: Browser,
  baseUrl: string,
  session: string,
  device: BrowserContextOptions,
) {
  const context = await browser.newContext({ ...device, baseURL: baseUrl });
  try {
    await context.addCookies([{ name: 'mcm_session', value: session, url: baseUrl }]);
    await context.addInitScript(INIT_SCRIPT);
    await serveJpegThumbnails(context);
    const page = await context.newPage();
    await page.goto('/videos');
    await page.getByRole('tab', { name: 'Saved' }).waitFor();
    const results: StepResult[] = [];
    const run = async (...args: Parameters<typeof step> extends [Page, ...infer R] ? R : never) =>
      results.push(await step(page, ...args));

    const next = () => page.getByRole('button', { name: 'Next page' }).click();
    const search = page.getByRole('textbox', { name: 'Search title or channel' });

    await run(
      'open the Saved tab (50 a page)',
      () => page.getByRole('tab', { name: 'Saved' }).click(),
      { has: 1, to: 50 },
    );
    await run('wheel to the bottom and back, 400 px a turn (50 cards)', () =>
      wheelDownAndUp(page, 400),
    );
    await run('next page', next, { from: 51, to: 100 });
    await run(
      'jump to page 1,500 (page input)',
      async () => {
        const jump = page.getByRole('textbox', { name: 'Jump to page' });
        await jump.fill('1500');
        await jump.press('Enter');
      },
      { from: 74_951, to: 75_000 },
    );
    await run('per page: 500', () => choose(page, 'Per page', '500'), { to: 500 });
    await run('wheel to the bottom and back, 800 px a turn (500 cards)', () =>
      wheelDownAndUp(page, 800),
    );
    await run('next page (500 a page)', next, { from: 501, to: 1000 });
    await run(
      'per page: custom, 5,000',
      async () => {
        await choose(page, 'Per page', 'Custom');
        const size = page.getByRole('textbox', { name: 'Custom page size (1 to 5000)' });
        await size.fill('5000');
        await size.blur();
      },
      { to: 5000, outside: [501, 1000] },
    );
    await run('wheel 60 turns of 800 px down and back (5,000 cards)', () =>
      wheelDownAndUp(page, 800, 60),
    );
    await run('drag the scroll bar to the end and back (5,000 cards)', () =>
      jumpToEndAndBack(page),
    );
    await run(
      'type "number 42" in the search (80 ms a key)',
      () => search.pressSequentially('number 42', { delay: 80 }),
      { has: 42, contains: '42' },
      true,
    );
    await run(
      `category: ${CATEGORIES[0]}`,
      () => choose(page, 'Filter by category', new RegExp(`^${CATEGORIES[0]}`)),
      { has: 420, contains: '42', multipleOf: 10 },
    );
    await run('comments sent: some sent', () => choose(page, 'Comments sent', 'Some sent'), {
      has: 4200,
      contains: '42',
      multipleOf: 100,
    });
    await run('clear the search', () => search.fill(''), { has: 100, multipleOf: 100 }, true);
    return results;
  } finally {
    await context.close();
  }
}
