import { expect, test, type Locator, type Page } from '@playwright/test';
import { SCREENS, screenshot } from './device';
import { connectDemoChannel, registerThroughApi, switchLanguage } from './helpers';

// docs/schedules.md §4: the calendar of a scheduled batch, in the browser's zone (London).
const ZONE = 'Europe/London';
test.use({ ...SCREENS.desktop, timezoneId: ZONE });

const VIDEOS = Array.from({ length: 6 }, (_, i) => ({
  videoId: `calendar00${i}`,
  title: `Calendar video ${i + 1}`,
}));
const LANGUAGES = ['en', 'zh-CN', 'zh-TW'] as const;

/** A London date, `days` ahead of today, as YYYY-MM-DD. */
const londonDate = (ms: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, dateStyle: 'short' }).format(new Date(ms));
/** The Monday at least three days ahead: its weekdays are all still to come. */
function nextMonday() {
  let ms = Date.now() + 3 * 86_400_000;
  while (new Date(`${londonDate(ms)}T12:00:00Z`).getUTCDay() !== 1) ms += 86_400_000;
  return londonDate(ms);
}
const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
/** "Monday, November 30, 2026", as the calendar names a day. */
const longDay = (date: string) =>
  new Intl.DateTimeFormat('en', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));

/**
 * Two channels posting every 10 minutes, 09:00–10:00 London on weekdays, and a batch of 12
 * comments (6 videos × 2 channels) starting next Monday at 08:00: 6 a channel on Monday.
 */
async function scheduleBatch(page: Page, monday: string) {
  await registerThroughApi(page, 'Cal Endar');
  await connectDemoChannel(page, 'Alice Cooks');
  await connectDemoChannel(page, 'Alice Travels');
  await page.request.post('/api/videos/import', { data: { videos: VIDEOS, source: 'manual' } });
  await page.request.post('/api/settings', { data: { pacingSeconds: 600 } });
  const accounts = (await (await page.request.get('/api/accounts')).json()) as { id: string }[];
  for (const { id } of accounts) {
    await page.request.put(`/api/accounts/${id}/windows`, {
      data: {
        timeZone: ZONE,
        slots: [1, 2, 3, 4, 5].map((day) => ({ day, from: '09:00', to: '10:00' })),
      },
    });
  }
  // 08:00 in London: the start's offset (+00:00 in winter, +01:00 in summer) from the zone.
  const offset = new Intl.DateTimeFormat('en', { timeZone: ZONE, timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${monday}T08:00:00Z`))
    .find((p) => p.type === 'timeZoneName')!
    .value.replace('GMT', '');
  const response = await page.request.post('/api/batches', {
    data: {
      accountIds: accounts.map((a) => a.id),
      videoIds: VIDEOS.map((v) => v.videoId),
      mode: 'single',
      text: 'See you on Monday',
      startAt: `${monday}T08:00:00${offset || '+00:00'}`,
      timeZone: ZONE,
      confirmed: true,
    },
  });
  expect(response.status()).toBe(201);
}

const dayButton = (page: Page, date: string) =>
  page.getByRole('button', { name: new RegExp(`^${longDay(date)}:`) });

/**
 * Shows the month (or week) holding `date`, stepping forward as a user does. The Monday after
 * next can be two weeks on from today's (from a Friday, Saturday or Sunday): up to two steps.
 */
async function showDate(page: Page, date: string, next: RegExp) {
  const heading = page.getByRole('heading', { level: 3 }).first();
  await expect(heading).toBeVisible();
  for (let step = 0; step < 2 && !(await dayButton(page, date).count()); step++) {
    const shown = await heading.innerText();
    await page.getByRole('button', { name: next }).click();
    await expect(heading).not.toHaveText(shown);
  }
  await expect(dayButton(page, date)).toBeVisible();
}

/**
 * Drags with the mouse, in small steps, as a hand does, and lets go only once the day under it
 * is the one announced (dnd-kit's live region). Near the window's edge the page scrolls under a
 * drag (dnd-kit's auto-scroll), so the hand starts mid-window and aims again where the day went.
 */
async function drag(page: Page, from: Locator, to: Locator, toDate: string) {
  const announcement = (text: string | RegExp) =>
    page.getByRole('status').filter({ hasText: text });
  await from.evaluate((chip) => chip.scrollIntoView({ block: 'center' }));
  await from.hover(); // still, and under the pointer
  const start = (await from.boundingBox())!;
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 12, start.y + start.height / 2 + 4, {
    steps: 3,
  });
  await expect(announcement(/^(Moving a batch's start\.|Over .*)$/)).toBeAttached();
  await expect(async () => {
    const end = (await to.boundingBox())!;
    await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 4 });
    await expect(announcement(`Over ${longDay(toDate)}.`)).toBeAttached({ timeout: 2_000 });
  }).toPass();
  await page.mouse.up();
}

test('the calendar shows each day’s planned comments, opens a day, and moves a start by dragging or by keyboard', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const monday = nextMonday();
  const wednesday = addDays(monday, 2);
  await scheduleBatch(page, monday);

  await page.goto('/calendar');
  await showDate(page, monday, /Next month/);
  await expect(dayButton(page, monday)).toHaveAccessibleName(
    `${longDay(monday)}: 12 comments planned`,
  );
  const mondayCell = page.locator('div', { has: dayButton(page, monday) }).last();
  const chip = page.getByRole('button', { name: /A batch of 12 comments starts at 8:00 AM/ });
  await expect(mondayCell.getByText('8:00 AM start')).toBeVisible();
  await expect(page.getByText('Planned from')).toBeVisible();

  // A day opens its comments, in the order they go, with their channel and video.
  await dayButton(page, monday).click();
  const dialog = page.getByRole('dialog', { name: longDay(monday) });
  await expect(dialog.getByText('12 comments planned')).toBeVisible();
  await expect(dialog.getByText('Alice Cooks: 6 comments, 9:00 AM to 9:50 AM')).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveCount(12);
  await expect(dialog.getByRole('listitem').first()).toContainText('9:00 AM');
  await expect(dialog.getByRole('listitem').first()).toContainText('“Calendar video 1”');
  await screenshot(page, 'calendar-day');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Dragged to Wednesday: the same time there, and the comments go with it.
  await drag(page, chip, dayButton(page, wednesday), wednesday);
  await expect(page.getByText(/^The start was moved to/)).toBeVisible();
  await expect(dayButton(page, wednesday)).toHaveAccessibleName(
    `${longDay(wednesday)}: 12 comments planned`,
  );
  await expect(dayButton(page, monday)).toHaveAccessibleName(`${longDay(monday)}: nothing planned`);

  // The keyboard's way: the start pressed opens the form that moves it.
  await chip.focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'Change the start' });
  await expect(form).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();

  for (const language of LANGUAGES) {
    await switchLanguage(page, language);
    await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await screenshot(page, 'calendar', language);
  }

  // A phone opens on the week, one day under another; a day opens with a tap.
  const context = await browser.newContext({
    ...SCREENS.phone,
    timezoneId: ZONE,
    storageState: await page.context().storageState(),
  });
  await context.addInitScript(`window.localStorage.setItem('mcm.language', 'en')`);
  const phone = { context, page: await context.newPage() };
  try {
    await phone.page.goto('/calendar');
    await showDate(phone.page, monday, /Next week/);
    await expect(dayButton(phone.page, wednesday)).toHaveAccessibleName(
      `${longDay(wednesday)}: 12 comments planned`,
    );
    await dayButton(phone.page, wednesday).tap();
    const sheet = phone.page.getByRole('dialog', { name: longDay(wednesday) });
    await expect(sheet.getByRole('button', { name: 'Change start' })).toBeVisible();
    await screenshot(phone.page, 'calendar-day');
    await phone.page.keyboard.press('Escape');
    for (const language of LANGUAGES) {
      await switchLanguage(phone.page, language);
      await expect(phone.page.getByRole('heading', { level: 3 }).first()).toBeVisible();
      await screenshot(phone.page, 'calendar', language);
    }
  } finally {
    await phone.context.close();
  }
});
