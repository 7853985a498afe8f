import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import type { SignedIn } from './device';
import { registerThroughApi } from './helpers';
import { EMULATOR_URL } from './ports';

/** 11-character video ids new to the emulator: a run never meets an earlier run's toggles. */
const fresh = (prefix: string) =>
  `${prefix}${Math.random().toString(36).slice(2, 11)}`.padEnd(11, '0');

/**
 * The first is sent first by each channel (its answer is lost and the look-up refused); an id
 * starting with CD refuses comments.
 */
export const newVideos = () => ({
  unconfirmed: fresh('rU'),
  posted: fresh('rP'),
  failed: fresh('CD'),
});
export type Videos = ReturnType<typeof newVideos>;
export const CHANNELS = ['Alice Cooks', 'Alice Travels'];
export const TEXT = 'Thanks for this one';

export const LANGUAGES = ['en', 'zh-CN', 'zh-TW'] as const;
export type Language = (typeof LANGUAGES)[number];

const fault = (page: Page, body: Record<string, unknown>) =>
  page.request.post(`${EMULATOR_URL}/__emulator/faults`, { data: body });

/** A user with two demo channels, the videos saved, and the quickest pacing; their channels. */
export async function setUpUser(page: Page, videos: Videos) {
  await registerThroughApi(page);
  const clientId = `reports-${Date.now()}.apps.googleusercontent.com`;
  const credential = await page.request.post('/api/credentials', {
    data: { name: 'Reports project', clientId, clientSecret: 'GOCSPX-x' },
  });
  const { id } = (await credential.json()) as { id: string };
  for (const channel of CHANNELS) {
    await page.goto(`/api/auth/google/credential/${id}`);
    await page.getByRole('button', { name: `Continue as ${channel}` }).click();
    await expect(page).toHaveURL(/\/accounts/);
  }
  const imported = await page.request.post('/api/videos/import', {
    data: {
      videos: Object.values(videos).map((videoId) => ({ videoId, title: `Video ${videoId}` })),
      source: 'manual',
    },
  });
  expect(imported.ok()).toBe(true);
  await page.request.post('/api/settings', { data: { pacingSeconds: 1 } });
  const accounts = (await (await page.request.get('/api/accounts')).json()) as {
    id: string;
    fullName: string;
  }[];
  return { clientId, accounts };
}

/**
 * Launches 2 channels × 3 videos, confirmed: one answer is lost and cannot be checked
 * (unconfirmed), the CD video refuses comments (failed), the rest are posted. The faults meet
 * this user's calls only (`project`): a batch of an earlier test still posting on the same
 * emulator would otherwise take them, and this batch would come out all posted.
 */
export async function launchBatch(
  page: Page,
  accountIds: string[],
  videos: Videos,
  clientId: string,
) {
  const once = { count: 1, project: clientId };
  await fault(page, { reason: 'dropAfterInsert', method: 'commentThreads.insert', ...once });
  await fault(page, { reason: 'videoNotFound', method: 'commentThreads.list', ...once });
  const launched = await page.request.post('/api/batches', {
    data: {
      accountIds,
      videoIds: Object.values(videos),
      mode: 'single',
      text: TEXT,
      confirmed: true,
    },
  });
  expect(launched.status()).toBe(201);
  return ((await launched.json()) as { id: string }).id;
}

type Counts = Partial<Record<string, number>>;

/** Waits for the batch to end; its final counts. */
export async function waitForBatch(page: Page, batchId: string) {
  let counts: Counts = {};
  await expect(async () => {
    const batch = (await (await page.request.get(`/api/batches/${batchId}`)).json()) as {
      status: string;
      counts: Counts;
    };
    expect(['done', 'cancelled']).toContain(batch.status);
    counts = batch.counts;
  }).toPass({ timeout: 60_000 });
  return counts;
}

/** Nothing on the page is wider than the screen: no sideways scroll. */
export async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect.soft(scrollWidth, 'page width').toBeLessThanOrEqual(innerWidth);
}

/** No table on the page is wider than its card (its last columns cut at the card's edge). */
export async function expectTablesFit(page: Page) {
  const wider = await page
    .locator(
      '.mantine-TableScrollContainer-scrollContainer, .mantine-TableScrollContainer-scrollContainer .mantine-ScrollArea-viewport',
    )
    .evaluateAll((containers) =>
      containers
        .filter((el) => el.scrollWidth > el.clientWidth + 1)
        .map((el) => `${el.scrollWidth} px in ${el.clientWidth} px`),
    );
  expect.soft(wider, 'tables wider than their cards').toEqual([]);
}

/** Every badge inside `scope` shows its whole text (nothing cut to "POST…"). */
export async function expectBadgesWhole(scope: Locator) {
  const clipped = await scope.locator('.mantine-Badge-root').evaluateAll((badges) =>
    badges
      .flatMap((badge) => [badge, ...badge.querySelectorAll<HTMLElement>('.mantine-Badge-label')])
      .filter(
        (el) => el.scrollWidth > el.clientWidth + 0.5 || el.scrollHeight > el.clientHeight + 0.5,
      )
      .map((el) => el.textContent),
  );
  expect.soft(clipped, 'badges cut short').toEqual([]);
}

/** The element is wholly inside the window, left to right. */
export async function expectWithinWidth(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) return; // not drawn: reported by the caller's visibility check
  // Clipped by a scrolling table is off screen too: measure what is really visible.
  const visible = await locator.evaluate((el) => {
    const rect = el.getBoundingClientRect();
    let right = Math.min(rect.right, window.innerWidth);
    for (let p = el.parentElement; p; p = p.parentElement) {
      const style = getComputedStyle(p);
      if (style.overflowX !== 'visible') right = Math.min(right, p.getBoundingClientRect().right);
    }
    return right - Math.max(rect.left, 0);
  });
  expect.soft(visible, 'status wholly on screen').toBeGreaterThanOrEqual(box.width - 0.5);
}

export interface ReportsUser {
  storageState: SignedIn;
  videos: Videos;
  batchId: string;
  clientId: string;
  accounts: { id: string; fullName: string }[];
}

/** One user, two channels, and a finished batch of 6: 3 posted, 2 failed, 1 unconfirmed. */
export async function userWithFinishedBatch(browser: Browser): Promise<ReportsUser> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const videos = newVideos();
  const { clientId, accounts } = await setUpUser(page, videos);
  const batchId = await launchBatch(
    page,
    accounts.map((a) => a.id),
    videos,
    clientId,
  );
  expect(await waitForBatch(page, batchId)).toEqual({ posted: 3, failed: 2, unconfirmed: 1 });
  const user = { storageState: await context.storageState(), videos, batchId, clientId, accounts };
  await context.close();
  return user;
}
