import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEVICES, openOn, screenshot } from './device';
import { launchFromEveryChannel, registerThroughApi, switchLanguage } from './helpers';
import { EMULATOR_URL } from './ports';

const VIDEOS = ['unconfFound', 'unconfGone1'];
const LANGUAGES = [
  { code: 'en', unconfirmed: 'Unconfirmed' },
  { code: 'zh-CN', unconfirmed: '未确认' },
  { code: 'zh-TW', unconfirmed: '未確認' },
] as const;
const fault = (page: Page, body: Record<string, unknown>) =>
  page.request.post(`${EMULATOR_URL}/__emulator/faults`, { data: body });

/**
 * Both screens that show unconfirmed comments, in every language (switched in place, one page
 * load per screen), on a desktop and a phone.
 */
async function screenshotEverywhere(browser: Browser, page: Page) {
  const storageState = await page.context().storageState();
  for (const { name: device } of DEVICES) {
    const { context, page: shot } = await openOn(browser, device, 'en', storageState);
    await shot.goto('/');
    for (const { code } of LANGUAGES) {
      await switchLanguage(shot, code);
      await expect(shot.locator('a[href="/launch?tab=reports&status=unconfirmed"]')).toBeVisible();
      await screenshot(shot, 'dashboard-unconfirmed', code);
    }
    await shot.goto('/launch?tab=reports&status=unconfirmed');
    for (const { code, unconfirmed } of LANGUAGES) {
      await switchLanguage(shot, code);
      await expect(shot.getByText(unconfirmed, { exact: true }).first()).toBeVisible();
      await expect(shot.locator('button[data-loading]')).toHaveCount(0);
      await screenshot(shot, 'reports-unconfirmed', code);
    }
    await context.close();
  }
}

test('a send whose answer was lost and could not be checked: shown as unconfirmed, and the user decides', async ({
  page,
  browser,
}) => {
  // The look-ups wait for YouTube as they would (default delays), behind other journeys' batches.
  test.setTimeout(180_000);
  await registerThroughApi(page);
  const clientId = `unconfirmed-${Date.now()}.apps.googleusercontent.com`;
  const credential = await page.request.post('/api/credentials', {
    data: { name: 'My YouTube project', clientId, clientSecret: 'GOCSPX-x' },
  });
  const { id } = (await credential.json()) as { id: string };
  await page.goto(`/api/auth/google/credential/${id}`);
  await page.getByRole('button', { name: 'Continue as Alice Cooks' }).click();
  await expect(page).toHaveURL(/\/accounts/);
  await page.request.post('/api/videos/import', {
    data: {
      videos: VIDEOS.map((videoId) => ({ videoId, title: `Video ${videoId}` })),
      source: 'manual',
    },
  });
  await page.request.post('/api/settings', { data: { pacingSeconds: 1 } });
  // The first send is stored but its answer lost; the second is lost before it is stored. Then
  // YouTube will not list the video's comments, so neither look-up can tell.
  // The faults meet this user's calls only, whatever else still posts on the emulator.
  const insert = { method: 'commentThreads.insert', count: 1, project: clientId };
  await fault(page, { reason: 'dropAfterInsert', ...insert });
  await fault(page, { reason: 'connectionReset', ...insert });
  await fault(page, {
    reason: 'videoNotFound',
    method: 'commentThreads.list',
    count: 2,
    project: clientId,
  });
  await launchFromEveryChannel(page, VIDEOS, 'Did this one arrive?');

  // The dashboard says so plainly, once the look-ups have ended.
  await page.goto('/');
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('2 comments unconfirmed')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 120_000 });
  // For people to look at (E2E_SCREENSHOTS=1): each language's words are shell-languages.spec.ts's.
  if (process.env.E2E_SCREENSHOTS === '1') await screenshotEverywhere(browser, page);

  await page.getByRole('link', { name: 'Review them' }).click();
  await expect(page).toHaveURL(/tab=reports&status=unconfirmed/);
  const rows = page.getByRole('row');
  const found = rows.filter({ hasText: `Video ${VIDEOS[0]}` });
  const gone = rows.filter({ hasText: `Video ${VIDEOS[1]}` });
  for (const row of [found, gone]) {
    await expect(row.getByText('Unconfirmed', { exact: true })).toBeVisible();
    await expect(row.getByText(/could not tell whether this comment was posted/)).toBeVisible();
    await expect(row.getByText(/would not list the video's comments/)).toBeVisible();
    await expect(row.getByText(/^YouTube said: /)).toBeVisible();
    await expect(row.getByRole('link', { name: 'Open the video on YouTube' })).toHaveAttribute(
      'href',
      /youtube\.com\/watch\?v=/,
    );
  }

  // The first is on YouTube: the user says so, and it is recorded as posted by hand.
  await found.getByRole('button', { name: 'I checked: it is there' }).click();
  await expect(page.getByText('Recorded as posted manually')).toBeVisible();
  await expect(found).toHaveCount(0); // no longer unconfirmed

  // The second is not: posting it again asks first, then sends it once.
  await gone.getByRole('button', { name: 'I checked: post it again' }).click();
  const dialog = page.getByRole('dialog', { name: 'Post this comment again?' });
  await expect(dialog.getByText(/posting again makes a duplicate/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Post it again' }).click();
  await expect(page.getByText('Queued to be posted again')).toBeVisible();

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'All statuses' }).click();
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(rows.filter({ hasText: 'Posted manually' })).toHaveCount(1, { timeout: 1000 });
    await expect(rows.filter({ hasText: /^(?!.*manually).*Posted/ })).toHaveCount(1, {
      timeout: 1000,
    });
  }).toPass({ timeout: 30_000 });

  const platform = (await (
    await page.request.get(`${EMULATOR_URL}/__emulator/comments`)
  ).json()) as { videoId: string; clientId: string }[];
  const ours = platform.filter((c) => c.clientId === clientId);
  expect(ours.map((c) => c.videoId).sort()).toEqual([...VIDEOS].sort()); // each exactly once
});
