import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { openOn, screenshot, type DeviceName, type SignedIn } from './device';
import { registerThroughApi, switchLanguage } from './helpers';
import { WORDS, launchTab, press, type LanguageCode } from './launch-helpers';
import { expectNoSidewaysScroll } from './reports-helpers';

/**
 * docs/product.md §2 and #23: nothing a user needs is cut where there is room, and what must be
 * cut shows whole on a tap or focus; on a phone nothing scrolls sideways.
 */

const CREDENTIAL = 'Marketing team credential for the spring campaign';
const CATEGORY = 'Cooking and baking at home';
/** A title with a word longer than a phone's row, and one in Chinese. */
const TITLES = [
  'Supercalifragilisticexpialidocious_and_then_some_more_letters_without_any_break_at_all',
  '如何在家裡做出一個完美的法式長棍麵包：從麵粉、水、鹽到酵母的每一步詳細說明',
  'A short one',
];
const VIDEO_IDS = ['roomAAAAAA1', 'roomBBBBBB2', 'roomCCCCCC3'];

let storageState: SignedIn;
let clientId: string;

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(90_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await registerThroughApi(page, 'Demo User');
  clientId = `room-${Date.now()}-with-a-long-project-name.apps.googleusercontent.com`;
  const credential = await page.request.post('/api/credentials', {
    data: { name: CREDENTIAL, clientId, clientSecret: 'GOCSPX-room' },
  });
  const { id } = (await credential.json()) as { id: string };
  await page.goto(`/api/auth/google/credential/${id}`);
  await page.getByRole('button', { name: 'Continue as Alice Travels' }).click();
  await expect(page).toHaveURL(/\/accounts/);
  for (const path of ['/api/comment-categories', '/api/video-categories'])
    expect((await page.request.post(path, { data: { name: CATEGORY } })).ok()).toBe(true);
  const imported = await page.request.post('/api/videos/import', {
    data: {
      videos: VIDEO_IDS.map((videoId, i) => ({
        videoId,
        title: TITLES[i],
        category: CATEGORY,
        channelTitle: 'A channel with quite a long name indeed',
        publishedAt: '2025-12-24T10:00:00Z',
      })),
      source: 'manual',
    },
  });
  expect(imported.ok()).toBe(true);
  for (const content of ['Lovely bread, thank you!', 'This helped a lot.']) {
    const template = await page.request.post('/api/comment-templates', {
      data: { content, category: CATEGORY },
    });
    expect(template.status()).toBe(201);
  }
  storageState = await context.storageState();
  await context.close();
});

const open = (browser: Browser, device: DeviceName, language: LanguageCode) =>
  openOn(browser, device, language, storageState);

/** Wholly inside `box`, top to bottom and side to side. */
async function expectInside(element: Locator, box: Locator, what: string) {
  const [inner, outer] = await Promise.all([element.boundingBox(), box.boundingBox()]);
  expect(inner, what).toBeTruthy();
  expect(outer, what).toBeTruthy();
  expect.soft(inner!.y, `${what}: top`).toBeGreaterThanOrEqual(outer!.y - 0.5);
  expect.soft(inner!.x, `${what}: left`).toBeGreaterThanOrEqual(outer!.x - 0.5);
  expect
    .soft(inner!.x + inner!.width, `${what}: right`)
    .toBeLessThanOrEqual(outer!.x + outer!.width + 0.5);
}

/** Its text is not cut by its own box (no ellipsis, no clipping). */
async function expectWhole(element: Locator, what: string) {
  const cut = await element.evaluate((el) => el.scrollWidth > el.clientWidth + 0.5);
  expect.soft(cut, `${what} cut`).toBe(false);
}

async function lookAt(page: Page, name: string, language: LanguageCode) {
  await screenshot(page, `room-${name}`, language);
}

/** Nothing inside `scroller` makes it scroll sideways. */
async function expectNoSidewaysScrollIn(scroller: Locator, what: string) {
  const wider = await scroller.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect.soft(wider, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}

for (const device of ['desktop', 'phone'] as const) {
  test(`Launch's lists use their room on a ${device}`, async ({ browser }) => {
    const { context, page } = await open(browser, device, 'en');
    await page.goto('/launch');
    for (const language of ['en', 'zh-CN', 'zh-TW'] as const) {
      await switchLanguage(page, language);
      const words = WORDS[language];
      await press(page, launchTab(page, words, 'launch.tab.accounts'));
      // A name or address cut by the room unfolds on a tap (or on focus from the keyboard).
      const email = page.getByRole('button', { name: /@/ }).first();
      await press(page, email);
      await expect(email).toHaveAttribute('aria-expanded', 'true');
      await expectWhole(email, 'channel address, unfolded');
      await lookAt(page, 'launch-channels', language);

      await press(page, launchTab(page, words, 'launch.tab.videos'));
      const panel = page.getByRole('tabpanel');
      await expect(panel.getByText(TITLES[2]!)).toBeVisible();
      const scroller = panel.locator('.mantine-ScrollArea-viewport').first();
      await expectNoSidewaysScrollIn(scroller, 'videos grid');
      await lookAt(page, 'launch-videos', language);
      await press(page, panel.getByRole('img', { name: words['videos.saved.list'], exact: true }));
      await expect(panel.getByText(TITLES[2]!)).toBeVisible();
      await expectNoSidewaysScrollIn(scroller, 'videos list');
      await expectNoSidewaysScroll(page);
      await lookAt(page, 'launch-videos-list', language);
      await press(page, panel.getByRole('img', { name: words['videos.saved.grid'], exact: true }));

      await press(page, launchTab(page, words, 'launch.tab.comments'));
      const multi = page.getByLabel(words['launch.templates.multi']!);
      if (!(await multi.isChecked())) await press(page, multi);
      const list = page.getByRole('tabpanel').locator('.mantine-ScrollArea-viewport').first();
      const badge = list.getByText(CATEGORY).first();
      await expectInside(badge, list, 'first category badge');
      await expectWhole(badge, 'category badge');
      await expectWhole(
        page.getByRole('textbox', { name: words['launch.templates.search'] }),
        'search',
      );
      await lookAt(page, 'launch-templates', language);
    }
    // The page's end scrolls clear of the bar pinned to the bottom of the screen.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = await page.locator('footer').boundingBox();
    const bar = await page
      .getByRole('region', { name: WORDS['zh-TW']['launch.footer.label'] })
      .boundingBox();
    expect(footer!.y + footer!.height).toBeLessThanOrEqual(bar!.y + 0.5);
    await context.close();
  });

  test(`saved videos, the import preview, credentials and recent activity on a ${device}`, async ({
    browser,
  }) => {
    const { context, page } = await open(browser, device, 'en');
    await page.goto('/videos');
    for (const language of ['en', 'zh-CN', 'zh-TW'] as const) {
      await switchLanguage(page, language);
      const words = WORDS[language];
      await press(page, page.getByRole('tab', { name: words['videos.tab.saved'], exact: true }));
      const card = page.locator('[data-select-id]').filter({ hasText: TITLES[0]!.slice(0, 20) });
      // The upload date stays whole beside the channel's name, which gives way first.
      const date = card.getByText(/2\d{3}/);
      await expect(date).toBeVisible();
      await expectInside(date, card, 'upload date');
      await expectWhole(date, 'upload date');
      await lookAt(page, 'videos', language);

      await press(page, page.getByRole('tab', { name: words['videos.tab.add'], exact: true }));
      await page.getByRole('combobox', { name: words['videos.add.category'] }).click();
      await page.getByRole('option', { name: CATEGORY }).click();
      await page
        .getByRole('textbox', { name: words['videos.add.links'] })
        .fill('roomDDDDDD4\nroomEEEEEE5');
      await press(page, page.getByRole('button', { name: words['videos.add.process'] }));
      const dialog = page.getByRole('dialog');
      const chip = dialog.getByText(CATEGORY).first();
      await expect(chip).toBeVisible();
      await expectInside(chip, dialog, 'category in the preview');
      await expectWhole(chip, 'category in the preview');
      await lookAt(page, 'videos-import', language);
      await press(page, dialog.getByRole('button', { name: words['common.cancel'] }));
      await expect(dialog).toBeHidden();
    }

    await page.goto('/dashboard');
    for (const language of ['en', 'zh-CN', 'zh-TW'] as const) {
      await switchLanguage(page, language);
      // Names in recent activity are whole: the card has the room.
      const line = (key: string, name: string) =>
        page.getByText(WORDS[language][key]!.replace('{{name}}', name), { exact: true });
      await expect(line('dashboard.activity.credential', CREDENTIAL)).toBeVisible();
      await expect(line('dashboard.activity.connected', 'Alice Travels')).toBeVisible();
      await expect(page.locator('.recharts-surface').first()).toBeVisible(); // drawn, lazily
      // A long credential name wraps on its own; the count beside it stays whole on one line.
      const quota = page.getByTestId('quota-credential').filter({ hasText: CREDENTIAL });
      await expect(quota.getByText(CREDENTIAL, { exact: true })).toBeVisible();
      const counted = WORDS[language]['dashboard.quota.used']!.split(/\{\{\w+\}\}/);
      const count = quota.getByText(new RegExp(`^${counted.join('[\\d,]+')}$`));
      await expect(count).toBeVisible();
      const lines = await count.evaluate(
        (el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight),
      );
      expect(lines).toBeLessThan(1.5);
      await lookAt(page, 'dashboard', language);
    }

    await page.goto('/accounts');
    for (const language of ['en', 'zh-CN', 'zh-TW'] as const) {
      await switchLanguage(page, language);
      const id = page.getByRole('button', { name: clientId });
      await press(page, id);
      await expect(id).toHaveAttribute('aria-expanded', 'true');
      await expectWhole(id, 'client id, unfolded');
      await lookAt(page, 'channels', language);
      await press(page, id);
    }
    await context.close();
  });
}
