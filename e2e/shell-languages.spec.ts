/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { registerThroughApi, rememberLanguage } from './helpers';

const LANGUAGES = ['en', 'zh-CN', 'zh-TW'] as const;
const SIGNED_IN_PAGES = [
  '/',
  '/dashboard',
  '/accounts',
  '/videos',
  '/comments',
  '/launch',
  '/settings',
  '/oauth-debug',
  '/disconnect',
  '/no-such-page',
];
const ENGLISH_KEYS = Object.keys(
  JSON.parse(readFileSync('web/i18n/locales/en.json', 'utf8')) as object,
);

/** Fails when a translation key, or an unfilled {{placeholder}}, is visible. */
async function expectNoRawKeys(page: Page) {
  const text = await page.locator('body').innerText();
  expect(ENGLISH_KEYS.filter((key) => text.includes(key))).toEqual([]);
  expect(text).not.toMatch(/\{\{\w+\}\}/);
}

/** Fails when the page scrolls sideways, a label is cut short, or a tab row breaks in two. */
async function expectNothingClipped(page: Page) {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth)
      found.push('page wider than the screen');
    for (const label of document.querySelectorAll<HTMLElement>(
      '.mantine-Button-label, .mantine-Tabs-tabLabel',
    )) {
      if (label.scrollWidth > label.clientWidth + 1) found.push(`cut short: ${label.textContent}`);
    }
    for (const list of document.querySelectorAll('[role="tablist"]')) {
      const tops = new Set(
        [...list.querySelectorAll<HTMLElement>('[role="tab"]')].map((tab) => tab.offsetTop),
      );
      if (tops.size > 1) found.push(`tabs on ${tops.size} rows: ${list.textContent}`);
    }
    return found;
  });
  expect(problems).toEqual([]);
}

async function snapshot(page: Page, language: string, name: string) {
  await page.screenshot({
    path: `test-results/screenshots/${language}/${name}.png`,
    fullPage: true,
    animations: 'disabled',
  });
}

const fileName = (path: string) => (path === '/' ? 'home' : path.slice(1));

for (const language of LANGUAGES) {
  test(`every shell page is translated in ${language}`, async ({ page }) => {
    await rememberLanguage(page, language);

    await page.goto('/auth');
    await expect(page.getByRole('tab').first()).toBeVisible();
    await expectNoRawKeys(page);
    await expectNothingClipped(page);
    await snapshot(page, language, 'auth-login');
    await page.getByRole('tab').nth(2).click();
    await expectNoRawKeys(page);
    await snapshot(page, language, 'auth-register');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/auth');
    await expect(page.getByRole('tab').first()).toBeVisible();
    await expectNoRawKeys(page);
    await expectNothingClipped(page);
    await snapshot(page, language, 'auth-mobile');
    await page.setViewportSize({ width: 1280, height: 800 });

    await registerThroughApi(page);
    for (const path of SIGNED_IN_PAGES) {
      await page.goto(path);
      await expect(page.locator('h2').first()).toBeVisible();
      await expectNoRawKeys(page);
      await snapshot(page, language, fileName(path));
    }

    // The screens of the platform issue, on a phone: nothing cut short, nothing sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of [
      '/',
      '/launch',
      '/accounts',
      '/videos',
      '/comments',
      '/settings',
      '/oauth-debug',
      '/disconnect',
    ]) {
      await page.goto(path);
      await expect(page.locator('h2').first()).toBeVisible();
      // The picture first: when the check fails, it shows what went wrong.
      await snapshot(page, language, `${fileName(path)}-mobile`);
      await expectNothingClipped(page);
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.goto('/');
    await page.getByRole('button', { name: /Help|帮助|說明/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoRawKeys(page);
    await snapshot(page, language, 'help');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /Account menu|账号菜单|帳號選單/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoRawKeys(page);
    await snapshot(page, language, 'account-menu');
  });
}
