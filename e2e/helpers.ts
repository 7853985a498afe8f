import { expect, type Page } from '@playwright/test';
import { EMULATOR_URL } from './ports';

let counter = 0;
export function uniqueEmail(prefix = 'user') {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

/** Signs a new user in through the API; the browser context keeps the session cookie. */
export async function registerThroughApi(page: Page, fullName = 'Ada Lovelace') {
  const email = uniqueEmail();
  const response = await page.request.post('/api/auth/register', {
    data: { email, password: 'correct horse', fullName },
  });
  expect(response.status()).toBe(201);
  return { email, password: 'correct horse' };
}

/** Sets the language the way a returning visitor has it: remembered in local storage. */
export async function rememberLanguage(page: Page, code: string) {
  await page.addInitScript(`window.localStorage.setItem('mcm.language', ${JSON.stringify(code)})`);
}

export async function chooseLanguage(page: Page, name: string) {
  await page.getByRole('combobox', { name: /Language|语言|語言/ }).click();
  await page.getByRole('option', { name }).click();
}

const LANGUAGE_NAMES = { en: 'English', 'zh-CN': '简体中文', 'zh-TW': '繁體中文' } as const;

/**
 * Switches the page to a language with the header's selector, as a user does (no reload), and
 * waits until the page is in it. Cheaper than a new page per language.
 */
export async function switchLanguage(page: Page, code: keyof typeof LANGUAGE_NAMES) {
  const html = page.locator('html');
  if ((await html.getAttribute('lang')) === code) return;
  await chooseLanguage(page, LANGUAGE_NAMES[code]);
  await expect(html).toHaveAttribute('lang', code);
}

/**
 * Adds a Google credential and connects a demo channel through the emulator's consent page; the
 * credential's client id.
 */
export async function connectDemoChannel(page: Page, channel = 'Alice Cooks') {
  const clientId = `journey-${Date.now()}-${Math.random().toString(36).slice(2)}.apps.googleusercontent.com`;
  const response = await page.request.post('/api/credentials', {
    data: { name: 'Journey credential', clientId, clientSecret: 'GOCSPX-journey' },
  });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await page.goto(`/api/auth/google/credential/${id}`);
  await page.getByRole('button', { name: `Continue as ${channel}` }).click();
  await expect(page).toHaveURL(/\/accounts/);
  return clientId;
}

/**
 * The units of the credential's quota that reads of YouTube took today (every call Google
 * counted for it, less its comment inserts): what the app's ledger counts beside the comments.
 */
export async function readUnitsOf(page: Page, clientId: string) {
  const quota = (await (await page.request.get(`${EMULATOR_URL}/__emulator/quota`)).json()) as {
    projects: { project: string; used: number; byMethod: Record<string, number> }[];
  };
  const project = quota.projects.find((p) => p.project === clientId);
  return (project?.used ?? 0) - (project?.byMethod['commentThreads.insert'] ?? 0);
}

/** Launches one text on these videos from every connected channel, confirmed, through the API. */
export async function launchFromEveryChannel(page: Page, videoIds: string[], text: string) {
  const accounts = (await (await page.request.get('/api/accounts')).json()) as { id: string }[];
  const launched = await page.request.post('/api/batches', {
    data: {
      accountIds: accounts.map((a) => a.id),
      videoIds,
      mode: 'single',
      text,
      confirmed: true,
    },
  });
  expect(launched.status()).toBe(201);
}
