import { expect, test, type Page } from '@playwright/test';
import { SCREENS, screenshot } from './device';
import { connectDemoChannel, registerThroughApi, switchLanguage } from './helpers';
import { EMULATOR_URL } from './ports';

const ZONE = 'Asia/Shanghai';
const VIDEOS = ['planAAAAAA1', 'planBBBBBB2'];
const TEXT = 'Right on time';

// The browser lives in Shanghai (the server in UTC): every time the user picks is Shanghai's.
test.use({ timezoneId: ZONE });

/** An instant's date and time on Shanghai's clock. */
function shanghai(ms: number) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    weekday: 'long',
    hourCycle: 'h23',
  }).formatToParts(new Date(ms));
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return {
    /** As the calendar names its days: "25 November 2026". */
    day: `${Number(get('day'))} ${get('month')} ${get('year')}`,
    hour: Number(get('hour')),
    minute: Number(get('minute')),
    weekday: get('weekday'),
  };
}

/** Picks a date in the calendar and a time (12-hour clock, English) in the start fields. */
async function pickStart(page: Page, at: number) {
  const when = shanghai(at);
  await page.getByRole('button', { name: 'Date' }).click();
  await page.getByRole('button', { name: when.day, exact: true }).click();
  const hour12 = when.hour % 12 === 0 ? 12 : when.hour % 12;
  await page.getByLabel('Hours', { exact: true }).fill(String(hour12).padStart(2, '0'));
  await page.getByLabel('Minutes', { exact: true }).fill(String(when.minute).padStart(2, '0'));
  await page.getByLabel('AM or PM').selectOption(when.hour < 12 ? 'AM' : 'PM');
}

const postedBy = async (page: Page, clientId: string) =>
  (
    (await (await page.request.get(`${EMULATOR_URL}/__emulator/comments`)).json()) as {
      clientId: string;
      publishedAt: string;
    }[]
  ).filter((c) => c.clientId === clientId);

test('a batch scheduled two minutes ahead starts on time; a channel gets its windows on a phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await registerThroughApi(page);
  const cooks = await connectDemoChannel(page, 'Alice Cooks');
  const travels = await connectDemoChannel(page, 'Alice Travels');
  await page.request.post('/api/videos/import', {
    data: {
      videos: VIDEOS.map((videoId) => ({ videoId, title: `Video ${videoId}` })),
      source: 'manual',
    },
  });
  await page.request.post('/api/settings', { data: { pacingSeconds: 1 } });

  // Both channels, both videos, one text; to start a little over two minutes from now.
  await page.goto('/launch');
  await page.getByLabel('Select all').check();
  await page
    .getByRole('tablist', { name: 'Launch steps' })
    .getByRole('tab', { name: 'Videos' })
    .click();
  await page.getByRole('button', { name: 'Select all' }).click();
  await page
    .getByRole('tablist', { name: 'Launch steps' })
    .getByRole('tab', { name: 'Comments' })
    .click();
  await page.getByLabel('Comment', { exact: true }).fill(TEXT);
  await page.getByRole('button', { name: 'Post Comments' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm before posting' });
  await expect(dialog.getByText('Starts now')).toBeVisible();
  await dialog.getByText('Later', { exact: true }).click();
  await expect(dialog.getByText(`Times are in ${ZONE}.`)).toBeVisible();
  const startAt = Math.ceil((Date.now() + 125_000) / 60_000) * 60_000;
  await pickStart(page, startAt);
  await expect(dialog.getByText(/^Starts /)).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'Comments per day' })).toContainText(
    'Alice Cooks',
  );
  await screenshot(page, 'launch-schedule-confirm');
  await dialog.getByRole('button', { name: 'Confirm and schedule 4 comments' }).click();
  await expect(page.getByText('Batch scheduled')).toBeVisible();

  // The batch waits, says when it starts, and counts down.
  await page.goto('/');
  await expect(page.getByText('scheduled', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Starts /)).toBeVisible();
  await expect(page.getByText(/^in \d+ min \d+ s$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change start' })).toBeVisible();
  await screenshot(page, 'dashboard-scheduled');

  // Meanwhile, on a phone: Alice Travels posts only on a day still to come.
  const phone = await browser.newContext({
    ...SCREENS.phone,
    timezoneId: ZONE,
    storageState: await page.context().storageState(),
  });
  const onPhone = await phone.newPage();
  await onPhone.goto('/accounts');
  const travelsCard = onPhone.getByRole('group', { name: 'Alice Travels' });
  await travelsCard.getByRole('button', { name: 'Posting windows' }).tap();
  const editor = onPhone.getByRole('dialog', { name: 'When Alice Travels posts' });
  await expect(editor.getByLabel('Time zone')).toHaveValue(ZONE);
  for (let n = 5; n > 1; n--) await editor.getByRole('button', { name: `Remove slot ${n}` }).tap();
  const inTwoDays = shanghai(Date.now() + 2 * 86_400_000).weekday;
  await editor.getByLabel('Day', { exact: true }).tap();
  await onPhone.getByRole('option', { name: inTwoDays }).tap();
  await screenshot(onPhone, 'channel-windows-editor');
  await editor.getByRole('button', { name: 'Save windows' }).tap();
  await expect(onPhone.getByText('Posting windows saved')).toBeVisible();
  await expect(travelsCard.getByText(`Posts only in its windows (${ZONE}):`)).toBeVisible();
  await expect(
    travelsCard.getByText(/^Outside its windows now: it posts again from /),
  ).toBeVisible();
  for (const code of ['en', 'zh-CN', 'zh-TW'] as const) {
    await switchLanguage(onPhone, code);
    await screenshot(onPhone, 'channels-windows', code);
  }
  await phone.close();

  // Nothing before the start; at the start Alice Cooks posts, Alice Travels waits for its day.
  expect(await postedBy(page, cooks)).toHaveLength(0);
  await expect
    .poll(async () => (await postedBy(page, cooks)).length, {
      timeout: startAt - Date.now() + 60_000,
      intervals: [2000],
    })
    .toBe(2);
  for (const comment of await postedBy(page, cooks))
    expect(Date.parse(comment.publishedAt)).toBeGreaterThanOrEqual(startAt);
  expect(await postedBy(page, travels)).toHaveLength(0);
  await page.reload();
  await expect(page.getByText(/^Alice Travels is waiting for its window at /)).toBeVisible();
  await screenshot(page, 'dashboard-waiting-window');
  // The report says why Alice Travels' comments have not gone.
  await page.goto('/launch?tab=reports');
  const waitingRows = page.getByRole('row').filter({ hasText: 'Alice Travels' });
  await expect(waitingRows).toHaveCount(2);
  for (const row of await waitingRows.all())
    await expect(row.getByText(/^Waiting for the window at /)).toBeVisible();
  await screenshot(page, 'reports-waiting-window');
});
