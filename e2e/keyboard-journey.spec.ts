/// <reference lib="dom" />
import { expect, test, type Locator, type Page } from '@playwright/test';
import { SCREENS, SECTIONS } from './device';
import { registerThroughApi } from './helpers';
import { pressTo, tabTo } from './keyboard';
import { EMULATOR_URL } from './ports';

// Links as a user pastes them: a watch link, a short link, a watch link with a time.
const VIDEOS = ['kbrdAAAAAA1', 'kbrdBBBBBB2', 'kbrdCCCCCC3'];
const LINKS = [
  `https://www.youtube.com/watch?v=${VIDEOS[0]}`,
  `https://youtu.be/${VIDEOS[1]}`,
  `https://www.youtube.com/watch?v=${VIDEOS[2]}&t=42`,
];
const TEXT = 'Thanks, this was clear and useful.';

test.use(SCREENS.desktop);

const skipLink = (page: Page) => page.getByRole('link', { name: 'Skip to content' });
const mainTabs = (page: Page) =>
  page.getByRole('navigation', { name: 'Main sections' }).getByRole('tab');
const chosenTab = (page: Page) =>
  page.getByRole('navigation', { name: 'Main sections' }).getByRole('tab', { selected: true });
const launchTab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Launch steps' }).getByRole('tab', { name });

/** Whether the focus is inside `locator` (or on it). */
const focusWithin = (locator: Locator) =>
  locator.evaluate((element) => element.contains(document.activeElement));

/**
 * WCAG 2.4.1: the first Tab of a page lands on "Skip to content", whose Enter takes the focus
 * past the header and the tabs, so that the next Tab is on the first control of the page's own
 * content (the first in it that Tab may stop on).
 */
async function skipToContent(page: Page) {
  await tabTo(page, skipLink(page), { max: 1 });
  await page.keyboard.press('Enter');
  const content = page.locator('#content');
  await expect(content).toBeFocused();
  await page.keyboard.press('Tab');
  const first = await content.evaluate((element) => {
    const controls = [
      ...element.querySelectorAll<HTMLElement>(
        'a[href], button, input, select, textarea, [tabindex]',
      ),
    ].filter((c) => c.tabIndex >= 0 && !c.matches(':disabled') && c.checkVisibility());
    return controls[0] === document.activeElement;
  });
  expect(first, "the Tab after the skip link is on the content's first control").toBe(true);
}

/** A dialog closed has gone, its overlay too (it fades out over the page after the dialog). */
const dialogGone = (page: Page) =>
  expect(page.getByRole('dialog').or(page.locator('.mantine-Modal-overlay'))).toHaveCount(0);

/**
 * A main section by the keyboard: back to the tab bar's chosen tab, then the arrow keys (the tabs
 * are one stop of Tab; an arrow moves between them and opens the section).
 */
async function goToSection(page: Page, name: string) {
  const names = SECTIONS.map((section) => section.name as string);
  await tabTo(page, chosenTab(page), { backwards: true });
  const from = names.indexOf(
    (await page.evaluate(() => document.activeElement?.textContent)) ?? '',
  );
  const to = names.indexOf(name);
  expect(from).toBeGreaterThanOrEqual(0);
  const key = to > from ? 'ArrowRight' : 'ArrowLeft';
  await pressTo(page, mainTabs(page).filter({ hasText: name }), key, Math.abs(to - from));
  await expect(page).toHaveURL(new RegExp(`${SECTIONS[to]!.path}$`));
}

/**
 * A dialog opened from `opener` has the focus, keeps it through 30 presses of Tab, closes with
 * Escape, and gives the focus back to `opener`. Every move of the focus is watched in the page
 * (one question at the end rather than one per press): one to an element outside the dialog, or
 * out of the page, fails with that element.
 */
async function expectDialogTrapsFocus(page: Page, dialog: Locator, opener: Locator) {
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusWithin(dialog), 'focus moves into the dialog').toBe(true);
  await dialog.evaluate((element) => {
    const left: string[] = [];
    const watch = (event: Event) => {
      const next = (event as FocusEvent).relatedTarget as Element | null;
      if (!next || !element.contains(next))
        left.push(next?.outerHTML.slice(0, 120) ?? '(the page)');
    };
    element.addEventListener('focusout', watch);
    Object.assign(window, {
      __leftDialog: () => (element.removeEventListener('focusout', watch), left),
    });
  });
  for (let press = 0; press < 30; press += 1) await page.keyboard.press('Tab');
  const left = await page.evaluate(() =>
    (window as unknown as { __leftDialog: () => string[] }).__leftDialog(),
  );
  expect(left, 'Tab stays in the dialog').toEqual([]);
  expect(await focusWithin(dialog)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener, 'the focus goes back to what opened the dialog').toBeFocused();
}

test('keyboard alone: sign in, connect a channel, paste links, write a template, launch, read the report', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Setup that is not the journey's subject: the user, a Google credential, the quickest pacing.
  const { email, password } = await registerThroughApi(page);
  const clientId = `keyboard-${Date.now()}.apps.googleusercontent.com`;
  const credential = await page.request.post('/api/credentials', {
    data: { name: 'Keyboard project', clientId, clientSecret: 'GOCSPX-x' },
  });
  expect(credential.status()).toBe(201);
  await page.request.post('/api/settings', { data: { pacingSeconds: 1 } });
  await page.context().clearCookies();

  // Sign in: the skip link first, then the form.
  await page.goto('/auth');
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  await skipToContent(page);
  await tabTo(page, page.getByRole('textbox', { name: 'Email' }));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel(/^Password/));
  await page.keyboard.type(password);
  await tabTo(page, page.getByRole('button', { name: 'Sign in', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);

  // The order follows the screen: the skip link, the header left to right, then the tabs.
  await expect(page.getByRole('heading', { name: 'Dashboard' }).first()).toBeVisible();
  await tabTo(page, skipLink(page), { max: 1 });
  const header = await tabTo(page, chosenTab(page), { max: 15 });
  const headerStops = header.slice(0, -1);
  expect(headerStops.length).toBeGreaterThan(3);
  expect(headerStops.map((stop) => stop.x)).toEqual(
    headerStops.map((stop) => stop.x).sort((a, b) => a - b),
  );
  expect(Math.max(...headerStops.map((stop) => stop.y))).toBeLessThan(header.at(-1)!.y);
  // Between the tabs, the arrow keys, left to right as they are drawn.
  const boxes = await mainTabs(page).evaluateAll((tabs) =>
    tabs.map((tab) => ({ name: tab.textContent ?? '', x: tab.getBoundingClientRect().x })),
  );
  const drawn = boxes.sort((a, b) => a.x - b.x).map((tab) => tab.name);
  expect(drawn).toEqual(SECTIONS.map((section) => section.name));
  // Each press of the arrow, the next one on the screen (and its section opens).
  for (const name of drawn.slice(1))
    await pressTo(page, mainTabs(page).filter({ hasText: name }), 'ArrowRight', 1);

  // From the last tab the arrow goes round to the first: then Channels.
  await pressTo(page, mainTabs(page).filter({ hasText: 'Dashboard' }), 'ArrowRight', 1);
  await pressTo(page, mainTabs(page).filter({ hasText: 'Channels' }), 'ArrowRight', 1);
  await expect(page).toHaveURL(/\/accounts$/);

  // Connect a channel: "Connect channel", the emulator's consent page, and back.
  await tabTo(page, page.getByRole('button', { name: 'Connect channel' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`^${EMULATOR_URL}/o/oauth2/v2/auth`));
  await tabTo(page, page.getByRole('button', { name: 'Continue as Alice Cooks' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/accounts$/);
  await expect(page.getByText('Alice Cooks is ready to post.')).toBeVisible();
  // A signed-in page starts with the skip link too.
  await expect(page.getByRole('button', { name: 'Connect channel' })).toBeVisible();
  await skipToContent(page);

  // Paste the links, look at the preview, import.
  await goToSection(page, 'Videos');
  const links = page.getByRole('textbox', { name: 'Video links or IDs' });
  await tabTo(page, links);
  await page.keyboard.insertText(LINKS.join('\n'));
  const process = page.getByRole('button', { name: 'Process Videos' });
  await tabTo(page, process);
  await page.keyboard.press('Enter');
  const preview = page.getByRole('dialog', { name: 'Import videos' });
  await expect(preview.getByRole('tab', { name: 'Videos (3)' })).toBeVisible();
  await expectDialogTrapsFocus(page, preview, process);
  await page.keyboard.press('Enter');
  await tabTo(page, preview.getByRole('button', { name: 'Import 3 Videos' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('3 videos added')).toBeVisible();
  await dialogGone(page);
  // Process Videos is disabled with its box emptied: the focus stays beside it, not lost.
  await expect(process).toBeDisabled();
  await expect.poll(() => focusWithin(page.getByRole('tabpanel', { name: 'Add' }))).toBe(true);

  // A template.
  await goToSection(page, 'Templates');
  await tabTo(page, page.getByRole('textbox', { name: 'Comment text' }));
  await page.keyboard.type(TEXT);
  await tabTo(page, page.getByRole('button', { name: 'Create', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Template created')).toBeVisible();

  // Launch: the channel, the videos one by one, the template, then Post Comments.
  await goToSection(page, 'Launch');
  await tabTo(page, page.getByRole('checkbox', { name: 'Select Alice Cooks' }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Select Alice Cooks' })).toBeChecked();
  await tabTo(page, launchTab(page, 'Channels'), { backwards: true });
  await pressTo(page, launchTab(page, 'Videos'), 'ArrowRight', 1);
  const titles = (
    (await (await page.request.get('/api/videos')).json()) as { videoId: string; title: string }[]
  ).map((video) => video.title);
  expect(titles).toHaveLength(3);
  for (const title of titles) {
    const card = page.getByRole('button', { name: title, exact: true });
    await tabTo(page, card);
    await page.keyboard.press('Space');
    await expect(card).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(page.getByText('3 selected')).toBeVisible();
  await tabTo(page, launchTab(page, 'Videos'), { backwards: true });
  await pressTo(page, launchTab(page, 'Comments'), 'ArrowRight', 1);
  const template = page.getByRole('combobox', { name: 'Template' });
  await tabTo(page, template);
  await page.keyboard.press('ArrowDown');
  // The list opens at once; the saved template joins it when the templates have come (on a loaded
  // CI machine the second key once went to a list of "No Template" alone).
  await expect(page.getByRole('option', { name: TEXT })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(template).toHaveValue(TEXT);
  const post = page.getByRole('button', { name: 'Post Comments' });
  await tabTo(page, post);
  await page.keyboard.press('Enter');

  // The confirmation holds the focus, gives it back, and confirms by the keyboard.
  const confirm = page.getByRole('dialog', { name: 'Confirm before posting' });
  await expect(confirm.getByText(/^3 comments from 1 channels? on 3 videos$/)).toBeVisible();
  await expectDialogTrapsFocus(page, confirm, post);
  await page.keyboard.press('Enter');
  await tabTo(page, confirm.getByRole('button', { name: 'Confirm and post 3 comments' }));
  await page.keyboard.press('Enter');
  await dialogGone(page);
  // Post Comments is disabled with nothing chosen now: the bar's way to the progress has the focus.
  const bar = page.getByRole('region', { name: 'Selection and posting' });
  await expect(post).toBeDisabled();
  const report = bar.getByRole('link', { name: 'Open the report' });
  await expect(bar.getByRole('button', { name: 'Show progress' }).or(report)).toBeFocused();
  await expect(bar.getByRole('status')).toHaveText('Batch of 3 comments finished.', {
    timeout: 60_000,
  });

  // The way to the progress has become the way to the report, and kept the focus.
  await expect(report).toBeFocused();
  await tabTo(page, report);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/launch\?tab=reports&batch=/);
  const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(3);
  for (const title of titles) {
    const row = rows.filter({ hasText: title });
    await expect(row.getByText('Posted', { exact: true })).toBeVisible();
    await expect(row.getByText(TEXT)).toBeVisible();
  }
});
