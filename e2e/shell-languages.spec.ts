/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { COLORS_CHECKED_IN, expectAccessibleIn } from './accessibility';
import { openSection, SCREENS, SECTIONS, shoot } from './device';
import { connectDemoChannel, registerThroughApi, switchLanguage } from './helpers';

// The tests are long (every screen, three languages, two schemes): they run side by side.
test.describe.configure({ mode: 'parallel' });

const LANGUAGES = ['en', 'zh-CN', 'zh-TW'] as const;
type Language = (typeof LANGUAGES)[number];
// `/` is the dashboard: read once, as /dashboard.
const SIGNED_IN_PAGES = [
  '/dashboard',
  '/accounts',
  '/videos',
  '/comments',
  '/launch',
  '/calendar',
  '/settings',
  '/oauth-debug',
  '/disconnect',
  '/account',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/unsubscribe',
  '/no-such-page',
];
// A section's key (its `nav.<key>` text) is its path.
const MAIN_SECTIONS = SECTIONS.map((section) => section.path.slice(1));
const texts = (language: Language) =>
  JSON.parse(readFileSync(`core/i18n/locales/${language}.json`, 'utf8')) as Record<string, string>;
const ENGLISH_KEYS = Object.keys(texts('en'));
/** Fails when a translation key, or an unfilled {{placeholder}}, is visible. */
async function expectNoRawKeys(page: Page) {
  const text = await page.locator('body').innerText();
  expect(ENGLISH_KEYS.filter((key) => text.includes(key))).toEqual([]);
  expect(text).not.toMatch(/\{\{\w+\}\}/);
}

/**
 * Fails when the page or a table scrolls sideways, a label (button, tab, badge, menu entry,
 * a select's choice) is cut short, or a tab row breaks in two.
 */
async function expectNothingClipped(page: Page, { tabsMayWrap = false } = {}) {
  const problems = await page.evaluate((tabsWrap) => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth)
      found.push('page wider than the screen');
    for (const label of document.querySelectorAll<HTMLElement>(
      '.mantine-Button-label, .mantine-Tabs-tabLabel, .mantine-Badge-label, .mantine-NavLink-label',
    )) {
      if (label.getClientRects().length === 0) continue; // not displayed
      if (label.scrollWidth > label.clientWidth + 1) found.push(`cut short: ${label.textContent}`);
    }
    // A select shows its choice in an input: the text must fit there too.
    for (const input of document.querySelectorAll<HTMLInputElement>('input.mantine-Select-input')) {
      if (input.getClientRects().length === 0) continue;
      if (input.scrollWidth > input.clientWidth + 1) found.push(`cut short: ${input.value}`);
    }
    // A table's scroll container is a scroll area: its viewport is what would scroll.
    for (const table of document.querySelectorAll<HTMLElement>(
      '.mantine-TableScrollContainer-scrollContainer, .mantine-TableScrollContainer-scrollContainer .mantine-ScrollArea-viewport',
    )) {
      if (table.scrollWidth > table.clientWidth + 1) found.push('a table scrolls sideways');
    }
    for (const list of tabsWrap ? [] : document.querySelectorAll('[role="tablist"]')) {
      const tops = new Set(
        [...list.querySelectorAll<HTMLElement>('[role="tab"]')].map((tab) => tab.offsetTop),
      );
      if (tops.size > 1) found.push(`tabs on ${tops.size} rows: ${list.textContent}`);
    }
    return found;
  }, tabsMayWrap);
  expect(problems).toEqual([]);
}

/**
 * Every main section, as a user reads it at this size: all of it there, nothing sideways (a row
 * of tabs may wrap: WCAG 1.4.10 asks for reflow, not for one line).
 */
async function expectReflows(page: Page, where: string) {
  for (const key of MAIN_SECTIONS) {
    await page.goto(`/${key}`);
    await expect(page.locator('h2').first()).toBeVisible();
    await test.step(`${key} ${where}`, () => expectNothingClipped(page, { tabsMayWrap: true }));
  }
}

async function snapshot(page: Page, language: string, name: string) {
  await shoot(page, {
    path: `test-results/screenshots/${language}/${name}.png`,
    fullPage: true,
    animations: 'disabled',
  });
}

const fileName = (path: string) => (path === '/' ? 'home' : path.slice(1));

/** A phone's screen checked (dark in one language), and its screenshots when asked for. */
async function check(page: Page, language: Language, name: string) {
  await snapshot(page, language, `${name}-phone`);
  await expectAccessibleIn(
    page,
    `${name} on a phone in ${language}`,
    language === COLORS_CHECKED_IN.phone,
    () => snapshot(page, language, `${name}-phone-dark`),
  );
}

/** Something on every page, so that its badges and lists are there to be measured. */
async function seed(page: Page) {
  await connectDemoChannel(page);
  await page.request.post('/api/video-categories', { data: { name: 'Cooking' } });
  await page.request.post('/api/videos/import', {
    data: {
      videos: [
        { videoId: 'shellAAAAA1', title: 'Quick Sourdough Guide', category: 'Cooking' },
        { videoId: 'shellBBBBB2', title: 'Tiny Garden Tour' },
      ],
      source: 'manual',
    },
  });
  await page.request.post('/api/comment-categories', { data: { name: 'Thanks' } });
  await page.request.post('/api/comment-templates', {
    data: { content: 'Thank you for this video!', category: 'Thanks' },
  });
}

/**
 * The page as it is in each language, switched in place by the header's selector (one page load
 * for the three), in both colour schemes. A page without the header (the 404) is read again in
 * the language remembered.
 */
async function inEachLanguage(page: Page, name: string, clipped = true) {
  for (const language of LANGUAGES) {
    if (await page.getByRole('combobox', { name: /Language|语言|語言/ }).count()) {
      await switchLanguage(page, language);
    } else {
      await page.evaluate((code) => localStorage.setItem('mcm.language', code), language);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('h2').first()).toBeVisible();
    }
    await expectNoRawKeys(page);
    if (clipped) await expectNothingClipped(page);
    await snapshot(page, language, name);
    await expectAccessibleIn(
      page,
      `${name} in ${language}`,
      language === COLORS_CHECKED_IN.desktop,
      () => snapshot(page, language, `${name}-dark`),
    );
  }
}

async function inEachLanguageAt(page: Page, paths: readonly string[]) {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('h2').first()).toBeVisible();
    await inEachLanguage(page, `${fileName(path)}-desktop`);
  }
}

/** The pages in two halves, one test each: the two can run side by side. */
const HALF = Math.ceil(SIGNED_IN_PAGES.length / 2);

test.describe('desktop', () => {
  test.use(SCREENS.desktop);

  test('every shell page is translated in every language: signed out, then the first pages', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.goto('/auth');
    await expect(page.getByRole('tab').first()).toBeVisible();
    await inEachLanguage(page, 'auth-login-desktop');
    await page.getByRole('tab').nth(2).click();
    await inEachLanguage(page, 'auth-register-desktop', false);

    await registerThroughApi(page);
    await inEachLanguageAt(page, SIGNED_IN_PAGES.slice(0, HALF));
  });

  test('every shell page is translated in every language: the others, help and the account menu', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await registerThroughApi(page);
    await inEachLanguageAt(page, SIGNED_IN_PAGES.slice(HALF));

    await page.goto('/');
    for (const language of LANGUAGES) {
      await switchLanguage(page, language);
      await page.getByRole('button', { name: /Help|帮助|說明/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoRawKeys(page);
      await snapshot(page, language, 'help-desktop');
      await expectAccessibleIn(page, `help in ${language}`, language === COLORS_CHECKED_IN.desktop);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();

      const accountMenu = page.getByRole('button', { name: /account menu|账号菜单|帳號選單/i });
      // Its name begins with the letters it shows (WCAG 2.5.3), as a person using speech input
      // says them: axe's label-in-name rule asks only that the name hold them, and passed
      // "账号菜单（AL）".
      await expect(accountMenu).toHaveText('AL');
      await expect(accountMenu).toHaveAccessibleName(/^AL[,，]/);
      await accountMenu.click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoRawKeys(page);
      // The address (user-…-1@example.com, longer than the menu) breaks before its "@" only.
      const pieces = await page
        .getByRole('menu')
        .locator('span[style*="inline-block"]')
        .evaluateAll((spans) =>
          spans.map((span) => ({
            text: span.textContent,
            lines:
              span.getBoundingClientRect().height / parseFloat(getComputedStyle(span).lineHeight),
          })),
        );
      expect(pieces.map((piece) => piece.text)).toEqual([
        expect.stringMatching(/^user-/),
        '@example.com',
      ]);
      for (const piece of pieces) expect(piece.lines, piece.text ?? '').toBeLessThan(1.5);
      await snapshot(page, language, 'account-menu-desktop');
      await expectAccessibleIn(
        page,
        `account menu in ${language}`,
        language === COLORS_CHECKED_IN.desktop,
      );
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();
    }
  });

  // WCAG 1.4.10: at 200% zoom a 1440 px screen is 720 CSS pixels wide; nothing scrolls sideways.
  test('at 200% zoom, every main section reflows', async ({ page }) => {
    await registerThroughApi(page);
    await seed(page);
    await page.setViewportSize({ width: 720, height: 450 });
    await expectReflows(page, 'at 200% zoom');
  });
});

test.describe('phone', () => {
  test.use(SCREENS.phone);

  // One user, seeded once, goes through the sections in each language in turn.
  test('on a phone in every language: every main section is reachable and nothing is cut short', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.goto('/auth');
    await expect(page.getByRole('tab').first()).toBeVisible();
    for (const language of LANGUAGES) {
      await switchLanguage(page, language);
      await expectNoRawKeys(page);
      await expectNothingClipped(page);
      await check(page, language, 'auth');
    }
    await registerThroughApi(page);
    await seed(page);

    for (const language of LANGUAGES) {
      const text = texts(language);
      await page.goto('/');
      await switchLanguage(page, language);
      // Every section from the one before it, with the finger: no tab off screen, no dead end.
      for (const key of [...MAIN_SECTIONS.slice(1), MAIN_SECTIONS[0]!]) {
        await openSection(page, text[`nav.${key}`]!, text['nav.openMenu']);
        await expect(page).toHaveURL(new RegExp(`/${key}$`));
        await expect(page.locator('h2').first()).toBeVisible();
        await expectNoRawKeys(page);
        await expectNothingClipped(page);
        await check(page, language, key);
      }

      // The saved videos' filters, the widest row of selects.
      await page.goto('/videos');
      await page.getByRole('tab', { name: text['videos.tab.saved'] }).tap();
      await expect(page.getByRole('textbox', { name: text['videos.saved.search'] })).toBeVisible();
      await expectNothingClipped(page);
      // As a list, each row's badges beside its picture.
      await page.getByLabel(text['videos.saved.list']!, { exact: true }).tap();
      await expect(page.getByText('Tiny Garden Tour')).toBeVisible();
      await expectNothingClipped(page);
      await check(page, language, 'videos-list');
      await page.getByLabel(text['videos.saved.grid']!, { exact: true }).tap();

      await page.getByRole('button', { name: text['nav.openMenu'] }).tap();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNothingClipped(page);
      await check(page, language, 'menu');
      await page.getByRole('dialog').getByRole('button', { name: text['common.close'] }).tap();
    }
  });

  test('on a phone in every language: the pages outside the sections, and help', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await registerThroughApi(page);
    for (const language of LANGUAGES) {
      const text = texts(language);
      await page.goto('/');
      await switchLanguage(page, language);
      // The 404 has no header: the language is remembered.
      for (const path of SIGNED_IN_PAGES.filter((path) => !MAIN_SECTIONS.includes(path.slice(1)))) {
        await page.goto(path);
        await expect(page.locator('h2').first()).toBeVisible();
        await expectNoRawKeys(page);
        await expectNothingClipped(page);
        await check(page, language, fileName(path));
      }

      await page.goto('/');
      await page.getByRole('button', { name: text['help.open'] }).tap();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoRawKeys(page);
      await check(page, language, 'help');
    }
  });

  // WCAG 1.4.10: the narrowest screen it asks for, 320 CSS pixels, in the longest words.
  test('at 320 px, every main section reflows', async ({ page }) => {
    await registerThroughApi(page);
    await seed(page);
    await page.setViewportSize({ width: 320, height: 640 });
    await expectReflows(page, 'at 320 px');
  });
});
