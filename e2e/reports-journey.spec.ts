import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { DEVICES, openOn, screenshot, type DeviceName } from './device';
import { switchLanguage } from './helpers';
import { EMULATOR_URL } from './ports';
import {
  CHANNELS,
  TEXT,
  expectNoSidewaysScroll,
  type Language,
  userWithFinishedBatch,
  waitForBatch,
  type ReportsUser,
} from './reports-helpers';
import { checkReport, DISABLED, reportRows, WORDS } from './reports-report';

const LANGUAGES = ['en', 'zh-CN', 'zh-TW'] as const;

let user: ReportsUser;

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(120_000);
  user = await userWithFinishedBatch(browser);
});

/** A browser signed in as the user, in one language, on a desktop or a phone. */
const open = (browser: Browser, language: Language, device: DeviceName) =>
  openOn(browser, device, language, user.storageState);

const emulatorComments = async (page: Page) =>
  (
    (await (await page.request.get(`${EMULATOR_URL}/__emulator/comments`)).json()) as {
      videoId: string;
      channelTitle: string;
      clientId: string;
      text: string;
      id?: string;
    }[]
  ).filter((c) => c.clientId === user.clientId);

test('when a batch finishes, its summary stays with the counts and opens its report', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { context, page } = await open(browser, 'en', 'desktop');
  // Held until the page watches it: posting is paused while the batch is launched.
  await page.request.post('/api/settings', { data: { pauseAll: true } });
  const launched = await page.request.post('/api/batches', {
    data: {
      accountIds: [user.accounts[0]!.id],
      videoIds: [user.videos.posted, user.videos.failed],
      mode: 'single',
      text: 'A second look',
      confirmed: true,
    },
  });
  const { id } = (await launched.json()) as { id: string };
  await page.goto('/launch');
  await expect(page.getByLabel('Batch of 2 comments')).toBeVisible();
  await page.request.post('/api/settings', { data: { pauseAll: false } });

  const summary = page.getByRole('region', { name: 'Finished: 2 comments' });
  await expect(summary).toBeVisible({ timeout: 60_000 });
  await expect(page.getByLabel('Batch of 2 comments')).toBeHidden();
  await expect(
    summary.getByRole('list', { name: 'What happened' }).getByRole('listitem'),
  ).toHaveText(['Posted: 1', 'Failed: 1', 'Unconfirmed: 0', 'Cancelled: 0']);
  const toast = page.getByRole('alert').filter({ hasText: 'Batch completed' });
  await expect(toast).toContainText('Posted: 1 · Failed: 1 · Unconfirmed: 0 · Cancelled: 0');
  await screenshot(page, 'finished-live', 'en');

  await summary.getByRole('link', { name: 'Open the report' }).click();
  await expect(page).toHaveURL(new RegExp(`tab=reports&batch=${id}`));
  await expect(page.getByRole('tab', { name: 'Reports' })).toHaveAttribute('aria-selected', 'true');
  const rows = reportRows(page, 'en');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ has: page.getByText('Failed', { exact: true }) })).toContainText(
    'A second look',
  );

  // Still there after a reload, until closed.
  await page.reload();
  await expect(summary).toBeVisible();
  await summary.getByRole('button', { name: 'Close this summary' }).click();
  await expect(summary).toBeHidden();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Reports' })).toBeVisible();
  await expect(summary).toBeHidden();
  await context.close();
});

test('the finished summary in every language, on a desktop and a phone', async ({ browser }) => {
  test.setTimeout(90_000);
  for (const { name: device } of DEVICES) {
    const { context, page } = await open(browser, 'en', device);
    // This browser's memory of a batch it saw finish.
    await context.addInitScript(
      `window.localStorage.setItem('mcm.batches.finished', ${JSON.stringify(JSON.stringify([user.batchId]))})`,
    );
    await page.goto('/');
    for (const language of LANGUAGES) {
      await switchLanguage(page, language);
      const summary = page.getByRole('region', { name: WORDS[language].summary });
      await expect(summary).toBeVisible();
      await expect(summary.getByRole('listitem')).toHaveCount(4);
      if (device === 'phone') await expectNoSidewaysScroll(page);
      await screenshot(page, 'finished', language);
    }
    await page.getByRole('region', { name: WORDS['zh-TW'].summary }).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/launch\\?tab=reports&batch=${user.batchId}`));
    await expect(reportRows(page, 'zh-TW')).toHaveCount(6);
    await context.close();
  }
});

test('the report on a phone and a desktop, in every language: readable without hover, statuses whole, nothing sideways', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  for (const { name: device } of DEVICES) {
    const { context, page } = await open(browser, 'en', device);
    // Loaded once; each language is switched in place, as a reader does.
    for (const language of LANGUAGES) {
      if (language !== 'en') await switchLanguage(page, language);
      await checkReport(page, language, user.batchId);
      await screenshot(page, 'reports', language);
    }
    await context.close();
  }
});

test('a phone turned sideways, and a small tablet, get the same readable report', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  for (const viewport of [
    { width: 844, height: 390 },
    { width: 768, height: 1024 },
  ]) {
    const context = await browser.newContext({
      viewport,
      hasTouch: true,
      isMobile: true,
      storageState: user.storageState,
    });
    const page = await context.newPage();
    await checkReport(page, 'en', user.batchId);
    await context.close();
  }
});

test('filters by batch, status, channel and video', async ({ browser }) => {
  const { context, page } = await open(browser, 'en', 'desktop');
  await page.goto('/launch?tab=reports');
  const rows = reportRows(page, 'en');
  const choose = async (name: string, option: string | RegExp) => {
    await page.getByRole('combobox', { name, exact: true }).click();
    await page.getByRole('option', { name: option }).click();
  };
  await choose('Batch', /\(6\)$/);
  await expect(rows).toHaveCount(6);
  await choose('Channel', 'Alice Cooks');
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'Alice Travels' })).toHaveCount(0);
  await choose('Status', 'Failed');
  await expect(rows).toHaveCount(1);
  await choose('Status', 'All statuses');
  await choose('Channel', 'All channels');
  await page.getByRole('combobox', { name: 'Video', exact: true }).fill(user.videos.posted);
  await page.getByRole('option', { name: `Video ${user.videos.posted}` }).click();
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all())
    await expect(row).toContainText(`Video ${user.videos.posted}`);
  await context.close();
});

test('exports a batch report as CSV, every comment, headers in the reader language', async ({
  browser,
}) => {
  const exported = async (language: Language, device: DeviceName) => {
    const { context, page } = await open(browser, language, device);
    await page.goto(`/launch?tab=reports&batch=${user.batchId}`);
    await expect(reportRows(page, language)).toHaveCount(6);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: language === 'en' ? 'Export CSV' : '导出 CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^comments_report_\d{4}-\d\d-\d\d_\w{8}\.csv$/);
    const text = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
    await context.close();
    return Papa.parse<string[]>(text.trim()).data;
  };

  const [header, ...rows] = await exported('en', 'desktop');
  expect(header).toEqual([
    'Channel',
    'Video ID',
    'Video title',
    'Comment',
    'Status',
    'Reason',
    "YouTube's message",
    'Posted at (UTC)',
    'Stopped at (UTC)',
    'Seen by others',
    'Last checked (UTC)',
    'Likes',
    'Replies',
    'Comment link',
  ]);
  expect(rows).toHaveLength(6);
  const byStatus = (status: string) => rows.filter((r) => r[4] === status);
  expect(byStatus('Posted')).toHaveLength(3);
  for (const row of byStatus('Posted')) {
    expect(row[7]).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(row[8]).toBe('');
    // Both channels are one Google account's, and the journeys' server has no key: nobody else
    // may look at these comments as others see them.
    expect(['Not checked yet', 'Cannot be checked']).toContain(row[9]);
    expect(row[13]).toBe(
      `https://www.youtube.com/watch?v=${row[1]}&lc=${row[13]!.split('lc=')[1]}`,
    );
  }
  for (const row of byStatus('Failed')) expect(row[8]).toMatch(/^\d{4}-\d\d-\d\dT/);
  expect(byStatus('Failed').map((r) => [r[1], r[5], r[6]])).toEqual([
    [user.videos.failed, 'Comments are turned off on this video.', DISABLED],
    [user.videos.failed, 'Comments are turned off on this video.', DISABLED],
  ]);
  expect(byStatus('Unconfirmed')).toHaveLength(1);
  expect(new Set(rows.map((r) => r[0]))).toEqual(new Set(CHANNELS));
  expect(new Set(rows.map((r) => r[3]))).toEqual(new Set([TEXT]));

  const [zhHeader, ...zhRows] = await exported('zh-CN', 'phone');
  expect(zhHeader![0]).toBe('频道');
  expect(zhRows.filter((r) => r[4] === '失败').map((r) => r[5])).toEqual([
    '这个视频已关闭评论。',
    '这个视频已关闭评论。',
  ]);

  // Without a batch chosen, the list as it is shown: here every failed comment of the user.
  const { context, page } = await open(browser, 'zh-TW', 'phone');
  await page.goto('/launch?tab=reports&status=failed');
  const shown = reportRows(page, 'zh-TW');
  await expect(shown.first()).toBeVisible();
  await expect(page.getByText('匯出目前顯示的留言。')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '匯出 CSV' }).tap(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^comments_report_\d{4}-\d\d-\d\d\.csv$/);
  const [, ...failed] = Papa.parse<string[]>(
    readFileSync(await download.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .trim(),
  ).data;
  expect(failed).toHaveLength(await shown.count());
  expect(new Set(failed.map((r) => r[4]))).toEqual(new Set(['失敗']));
  await context.close();
});

test('posts a failed comment again, only after a confirmation, and never one that cannot succeed', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { context, page } = await open(browser, 'en', 'desktop');
  // Comments turned off: no button to press in vain, but why there is none.
  await page.goto(`/launch?tab=reports&batch=${user.batchId}`);
  const rows = reportRows(page, 'en');
  const turnedOff = rows
    .filter({ hasText: 'Alice Cooks' })
    .filter({ has: page.getByText('Failed', { exact: true }) });
  await expect(turnedOff).toContainText('Cannot be posted again: the video takes no comments.');
  await expect(turnedOff.getByRole('button', { name: 'Post again' })).toHaveCount(0);
  await expect(turnedOff.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, /);

  // YouTube refuses one send for a reason that may pass: that one may be tried again.
  await page.request.post(`${EMULATOR_URL}/__emulator/faults`, {
    data: {
      reason: 'forbidden',
      method: 'commentThreads.insert',
      count: 1,
      project: user.clientId,
    },
  });
  const launched = await page.request.post('/api/batches', {
    data: {
      accountIds: [user.accounts.find((a) => a.fullName === 'Alice Cooks')!.id],
      videoIds: [user.videos.posted],
      mode: 'single',
      text: 'One more thought',
      confirmed: true,
    },
  });
  const { id } = (await launched.json()) as { id: string };
  expect(await waitForBatch(page, id)).toEqual({ failed: 1 });
  await page.goto(`/launch?tab=reports&batch=${id}`);
  const row = rows.filter({ has: page.getByText('Failed', { exact: true }) });
  await row.getByRole('button', { name: 'Post again' }).click();
  const dialog = page.getByRole('dialog', { name: 'Try this comment again?' });
  await expect(dialog).toContainText(
    `Alice Cooks will post this on “Video ${user.videos.posted}” once more`,
  );
  await expect(dialog).toContainText('One more thought');
  await expect(dialog).toContainText('50 units');
  const before = (await emulatorComments(page)).length;
  await screenshot(page, 'reports-retry', 'en');
  await dialog.getByRole('button', { name: 'Post again' }).click();
  await expect(page.getByText('Queued to be posted again')).toBeVisible();

  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(rows.getByRole('link', { name: 'View the comment on YouTube' })).toBeVisible({
      timeout: 1000,
    });
  }).toPass({ timeout: 30_000 });
  const after = await emulatorComments(page);
  expect(after).toHaveLength(before + 1); // sent once
  expect(after.filter((c) => c.text === 'One more thought')).toHaveLength(1);
  await context.close();
});

test('records on a phone a comment the user posted by hand', async ({ browser }) => {
  const { context, page } = await open(browser, 'zh-TW', 'phone');
  await page.goto(`/launch?tab=reports&batch=${user.batchId}&status=failed`);
  const card = reportRows(page, 'zh-TW').filter({ hasText: 'Alice Travels' });
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: '我已自行發佈' }).tap();
  await expect(page.getByText('已記錄為手動發佈')).toBeVisible();
  await expect(card).toHaveCount(0); // no longer failed
  await page.goto(`/launch?tab=reports&batch=${user.batchId}&status=manual`);
  await expect(reportRows(page, 'zh-TW').filter({ hasText: '手動發佈' })).toHaveCount(1);
  await context.close();
});

test("a disconnected channel's comments keep its name and picture", async ({ browser }) => {
  const { context, page } = await open(browser, 'en', 'desktop');
  const travels = user.accounts.find((a) => a.fullName === 'Alice Travels')!;
  expect((await page.request.delete(`/api/accounts/${travels.id}`)).ok()).toBe(true);
  await page.goto(`/launch?tab=reports&batch=${user.batchId}`);
  const rows = reportRows(page, 'en');
  await expect(rows).toHaveCount(6);
  const kept = rows.filter({ hasText: 'Alice Travels' });
  await expect(kept).toHaveCount(3);
  for (const row of await kept.all()) {
    await expect(row.locator('img[src*="UCaliceTravels"]')).toHaveCount(1);
  }
  await expect(page.getByText('Disconnected channel')).toHaveCount(0);
  await context.close();
});
