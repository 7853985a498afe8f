import { expect, test, type Page } from '@playwright/test';
import { DEVICES, openOn, screenshot } from './device';
import { launchFromEveryChannel, registerThroughApi, switchLanguage } from './helpers';
import { EMULATOR_URL } from './ports';
import {
  expectBadgesWhole,
  expectNoSidewaysScroll,
  expectTablesFit,
  LANGUAGES,
} from './reports-helpers';

/**
 * docs/visibility.md, as a user meets it: YouTube hides one channel's comments; the checks (every
 * 2 and 15 seconds after posting, in the journeys' server) find them not visible, flag and pause
 * that channel, and show the other channel's comments as visible, with their likes.
 */

const ALICE = 'UCaliceCooksDemo000000A1';
const BOB = 'UCbobBuildsDemo0000000B1';
const KEY = 'AIzaSyJourneyKeyForChecks00000000000000';
const RUN = Math.random().toString(36).slice(2, 9).padEnd(7, '0');
const VIDEOS = Array.from({ length: 5 }, (_, i) => `vis${RUN}${i}`);

const control = (page: Page, path: string, data: unknown) =>
  page.request.post(`${EMULATOR_URL}/__emulator/${path}`, { data });

interface ListedComment {
  id: string;
  accountName: string;
  visibility: { state: string; nextCheckAt: string | null } | null;
  likeCount: number | null;
}

/** A user with Alice Cooks and Bob Builds (two Google accounts) and five saved videos. */
async function setUp(page: Page) {
  await registerThroughApi(page);
  const clientId = `visibility-${Date.now()}.apps.googleusercontent.com`;
  const credential = await page.request.post('/api/credentials', {
    data: { name: 'Checks project', clientId, clientSecret: 'GOCSPX-x' },
  });
  const { id } = (await credential.json()) as { id: string };
  for (const channel of ['Alice Cooks', 'Bob Builds']) {
    await page.goto(`/api/auth/google/credential/${id}`);
    await page.getByRole('button', { name: `Continue as ${channel}` }).click();
    await expect(page).toHaveURL(/\/accounts/);
  }
  const imported = await page.request.post('/api/videos/import', {
    data: {
      videos: VIDEOS.map((videoId) => ({ videoId, title: `Video ${videoId}` })),
      source: 'manual',
    },
  });
  expect(imported.ok()).toBe(true);
  await page.request.post('/api/settings', { data: { pacingSeconds: 1 } });
  return { clientId };
}

test.afterAll(async ({ request }) => {
  await request.post(`${EMULATOR_URL}/__emulator/moderation`, {
    data: { channelId: BOB, mode: 'publish' },
  });
});

test('a channel whose comments are hidden is flagged and paused; the visible ones show their likes', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { context, page } = await openOn(browser, 'desktop', 'en');
  await control(page, 'moderation', { channelId: BOB, mode: 'hide' });
  const { clientId } = await setUp(page);

  // The key for checks, given in Settings: stored on the server, never shown again.
  await page.goto('/settings');
  await page.getByLabel('YouTube API key for checks').fill(KEY);
  await page.getByRole('button', { name: 'Save key' }).click();
  await expect(page.getByText('Key saved', { exact: true })).toBeVisible();
  await expect(page.getByLabel('YouTube API key for checks')).toHaveValue('');

  await launchFromEveryChannel(page, VIDEOS, 'Checked by a viewer');
  const posted = async () =>
    (
      (await (await page.request.get(`${EMULATOR_URL}/__emulator/comments`)).json()) as {
        id: string;
        channelId: string;
        clientId: string;
      }[]
    ).filter((c) => c.clientId === clientId);
  await expect.poll(async () => (await posted()).length, { timeout: 60_000 }).toBe(10);
  // Viewers like Alice's comments: seen at their later look.
  for (const comment of (await posted()).filter((c) => c.channelId === ALICE))
    await control(page, `comments/${comment.id}/likes`, { count: 2 });

  // Every look made (2 s and 15 s after each comment was posted).
  await expect
    .poll(
      async () => {
        const list = (await (await page.request.get('/api/comments')).json()) as ListedComment[];
        return list.filter((c) => c.visibility && !c.visibility.nextCheckAt).length;
      },
      { timeout: 60_000 },
    )
    .toBe(10);

  await page.goto('/launch?tab=reports');
  const rows = page.getByRole('row');
  const alice = rows.filter({ hasText: 'Alice Cooks' });
  const bob = rows.filter({ hasText: 'Bob Builds' });
  await expect(alice).toHaveCount(5);
  for (const row of await alice.all()) {
    await expect(row.getByText('Visible to others', { exact: true })).toBeVisible();
    await expect(row.getByText('2 likes')).toBeVisible();
  }
  for (const row of await bob.all()) {
    await expect(row.getByText('Not visible to others', { exact: true })).toBeVisible();
    await expect(row.getByText(/hidden as likely spam/)).toBeVisible();
  }
  // The filter narrows the report to the hidden ones.
  await page.getByRole('combobox', { name: 'Visibility', exact: true }).click();
  await page.getByRole('option', { name: 'Not visible to others' }).click();
  await expect(rows.filter({ hasText: 'Bob Builds' })).toHaveCount(5);
  await expect(rows.filter({ hasText: 'Alice Cooks' })).toHaveCount(0);

  // The Channels page: Bob Builds flagged and paused, with why and the way back.
  await page.goto('/accounts');
  const bobRow = page.getByRole('row').filter({ hasText: 'Bob Builds' });
  await expect(bobRow.getByText('Comments not visible to others')).toBeVisible();
  await expect(bobRow.getByText('Posting paused')).toBeVisible();
  await expect(
    bobRow.getByText(/Others could not see this channel's last 5 comments/),
  ).toBeVisible();
  await expect(
    bobRow.getByText(/Last 7 days: 0% of 5 checked comments seen by others/),
  ).toBeVisible();
  const aliceRow = page.getByRole('row').filter({ hasText: 'Alice Cooks' });
  await expect(
    aliceRow.getByText(/Last 7 days: 100% of 5 checked comments seen by others/),
  ).toBeVisible();
  await expect(aliceRow.getByText('Comments not visible to others')).toHaveCount(0);
  // One status: paused, not "Active" beside "Posting paused".
  await expect(bobRow.getByText('Active', { exact: true })).toHaveCount(0);
  await expect(aliceRow.getByText('Active', { exact: true })).toBeVisible();

  // Every touched screen in every language, on a desktop and a phone: each page loaded once,
  // its language switched in place, as a reader does.
  const storageState = await context.storageState();
  await context.close();
  for (const device of DEVICES) {
    const opened = await openOn(browser, device.name, 'en', storageState);
    for (const [path, name] of [
      ['/', 'visibility-dashboard'],
      ['/launch?tab=reports', 'visibility-reports'],
      ['/accounts', 'visibility-channels'],
      ['/settings', 'visibility-settings'],
    ] as const) {
      await opened.page.goto(path);
      for (const language of LANGUAGES) {
        await switchLanguage(opened.page, language);
        await expect(opened.page.getByRole('heading').first()).toBeVisible();
        await expectNoSidewaysScroll(opened.page);
        await expectBadgesWhole(opened.page.locator('main'));
        // The flagged, paused channel's row keeps its Actions within the card (1440 px).
        if (path === '/accounts') await expectTablesFit(opened.page);
        await screenshot(opened.page, name, language);
      }
      await switchLanguage(opened.page, 'en');
    }
    await opened.context.close();
  }
});
