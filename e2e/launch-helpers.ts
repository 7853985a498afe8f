import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { isPhone } from './device';
import { registerThroughApi } from './helpers';

export const LANGUAGE_CODES = ['en', 'zh-CN', 'zh-TW'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** The interface's own words, so one journey runs in every language. */
export const WORDS = Object.fromEntries(
  LANGUAGE_CODES.map((code) => [
    code,
    JSON.parse(readFileSync(`core/i18n/locales/${code}.json`, 'utf8')) as Record<string, string>,
  ]),
) as Record<LanguageCode, Record<string, string>>;

export const TEXTS = ['Great video, learned a lot!', 'Thanks for sharing this'];
/** Two that take comments, one with comments turned off (CD), one YouTube does not have (NF). */
export const SAFETY_VIDEOS = ['safeAAAAAA1', 'safeBBBBBB2', 'CDsafexxxx3', 'NFsafexxxx4'];

/**
 * A user with two channels on one credential, the four videos and two templates; the
 * credential's client id.
 */
export async function setUpLaunch(page: Page) {
  await registerThroughApi(page);
  const clientId = `safety-${Date.now()}.apps.googleusercontent.com`;
  const credential = await page.request.post('/api/credentials', {
    data: { name: 'Safety project', clientId, clientSecret: 'GOCSPX-x' },
  });
  const { id } = (await credential.json()) as { id: string };
  for (const channel of ['Alice Cooks', 'Alice Travels']) {
    await page.goto(`/api/auth/google/credential/${id}`);
    await page.getByRole('button', { name: `Continue as ${channel}` }).click();
    await expect(page).toHaveURL(/\/accounts/);
  }
  const videos = await page.request.post('/api/videos/import', {
    data: {
      videos: SAFETY_VIDEOS.map((videoId) => ({ videoId, title: `Video ${videoId}` })),
      source: 'manual',
    },
  });
  expect(videos.ok()).toBe(true);
  for (const content of TEXTS) {
    const template = await page.request.post('/api/comment-templates', { data: { content } });
    expect(template.status()).toBe(201);
  }
  return clientId;
}

/** Presses with a finger on a phone, with the mouse elsewhere. */
export async function press(page: Page, target: Locator) {
  if (isPhone(page)) await target.tap();
  else await target.click();
}

export const launchTab = (page: Page, words: Record<string, string>, key: string) =>
  page.getByRole('tablist', { name: words['launch.tabsLabel'] }).getByRole('tab', {
    name: words[key],
  });

/** Every channel, every video, both templates, TEXTS[0] twice: 2 × 4 × 3 = 24 comments. */
export async function chooseEverything(page: Page, words: Record<string, string>) {
  const count = (key: string, n: number) => words[key]!.replace('{{count}}', String(n));
  await press(page, launchTab(page, words, 'launch.tab.accounts'));
  await expect(page.getByText('Alice Travels').first()).toBeVisible(); // loaded
  // A card appearing above (a batch's progress) can move a button as it is pressed: try again.
  await expect(async () => {
    await page.getByLabel(words['launch.accounts.selectAll']!).check({ timeout: 1000 });
    await expect(page.getByText(count('launch.accounts.selected', 2))).toBeVisible({
      timeout: 1000,
    });
  }).toPass();
  await press(page, launchTab(page, words, 'launch.tab.videos'));
  await expect(page.getByText(`Video ${SAFETY_VIDEOS[3]}`).first()).toBeVisible(); // loaded
  await expect(async () => {
    const selectAll = page.getByRole('button', { name: words['launch.videos.selectAll'] });
    if (await selectAll.isVisible()) await press(page, selectAll);
    await expect(page.getByText(count('launch.videos.selected', 4))).toBeVisible({
      timeout: 1000,
    });
  }).toPass();
  await press(page, launchTab(page, words, 'launch.tab.comments'));
  await page.getByLabel(words['launch.templates.multi']!).check();
  for (const text of TEXTS)
    await page.getByLabel(words['launch.templates.choose']!.replace('{{text}}', text)).check();
  const frequency = page.getByRole('textbox', {
    name: words['launch.templates.frequency'],
    exact: true,
  });
  const first = page.getByLabel(words['launch.templates.choose']!.replace('{{text}}', TEXTS[0]!));
  await page
    .locator('div')
    .filter({ has: first })
    .filter({ has: frequency })
    .last()
    .locator(frequency)
    .fill('2');
}

/** The Post Comments button of the bar at the bottom. */
export const postButton = (page: Page, words: Record<string, string>) =>
  page
    .getByRole('region', { name: words['launch.footer.label'] })
    .getByRole('button', { name: words['launch.footer.post'] });
