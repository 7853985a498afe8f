import { expect, test, type Browser } from '@playwright/test';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';
import { openOn } from './device';
import { connectDemoChannel, rememberLanguage, uniqueEmail } from './helpers';
import { linkIn, mailTo } from './inbox';
import { EMULATOR_URL } from './ports';

// docs/email.md §3: a link in an email opens its page in the email's language in a browser that
// never chose one, and that browser keeps it; a browser where a language was chosen keeps that.

const PASSWORD = 'correct horse';

/** A browser as on a new device: nothing remembered, no language chosen. */
async function freshBrowser(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

test('the confirmation and reset links open their pages in the language of their email', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('links');
  const registered = await page.request.post('/api/auth/register', {
    data: { email, password: PASSWORD, language: 'zh-TW' },
  });
  expect(registered.status()).toBe(201);

  const confirm = await mailTo(page, email, /^確認您在 Multi-Comment Manager/);
  const confirmed = await freshBrowser(browser);
  await confirmed.page.goto(linkIn(confirm, 'verify-email'));
  await expect(confirmed.page.getByRole('heading', { name: '電子郵件地址已確認' })).toBeVisible();
  await expect(confirmed.page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  await confirmed.context.close();

  // Asked from a page in Simplified Chinese: the email, and so its page, in it.
  await page.request.post('/api/auth/forgot-password', { data: { email, language: 'zh-CN' } });
  const reset = await mailTo(page, email, /^重置您的 Multi-Comment Manager 密码$/);
  const link = linkIn(reset, 'reset-password');

  // A browser where English was chosen keeps it.
  const english = await openOn(browser, 'desktop', 'en');
  await english.page.goto(link);
  await expect(english.page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await english.context.close();

  const fresh = await freshBrowser(browser);
  await fresh.page.goto(link);
  await expect(fresh.page.getByRole('heading', { name: '设置新密码' })).toBeVisible();
  // Kept as this browser's language: the sign-in page that comes next is in it too.
  await fresh.page.goto('/auth');
  await expect(fresh.page.getByRole('tab', { name: '邮箱登录' })).toBeVisible();
  await expect(fresh.page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await fresh.context.close();
});

test("an event email's Open button opens the sign-in page, then the app, in the email's language", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('event');
  // The person reads Simplified Chinese, in this browser as in their emails.
  await rememberLanguage(page, 'zh-CN');
  const registered = await page.request.post('/api/auth/register', {
    data: { email, password: PASSWORD, language: 'zh-CN' },
  });
  expect(registered.status()).toBe(201);
  const confirm = await mailTo(page, email, /^确认您在 Multi-Comment Manager/);
  await page.goto(linkIn(confirm, 'verify-email'));
  await expect(page.getByRole('heading', { name: '邮箱地址已确认' })).toBeVisible();

  // A channel whose access Google ended: its owner is emailed at once.
  const clientId = await connectDemoChannel(page);
  const revoked = await page.request.post(`${EMULATOR_URL}/__emulator/revoke`, {
    data: { channelId: DEMO_CHANNEL.aliceCooks, project: clientId },
  });
  expect(revoked.ok()).toBe(true);
  const [channel] = (await (await page.request.get('/api/accounts')).json()) as { id: string }[];
  await page.request.post(`/api/accounts/${channel!.id}/check`);
  const told = await mailTo(page, email, /^请重新连接 Alice Cooks$/);
  const link = linkIn(told, 'accounts');
  expect(link).toBe('/accounts?lang=zh-CN');

  // Opened on a new device: signed out, so the sign-in page, in the email's language.
  const fresh = await freshBrowser(browser);
  await fresh.page.goto(link);
  await expect(fresh.page).toHaveURL(/\/auth$/);
  await expect(fresh.page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await fresh.page.getByRole('tab', { name: '邮箱登录' }).click();
  await fresh.page.getByRole('textbox', { name: '邮箱' }).fill(email);
  await fresh.page.getByLabel(/^密码/).fill(PASSWORD);
  await fresh.page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(fresh.page).toHaveURL(/\/$/);
  await expect(fresh.page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  // The app stayed in the account's language: its emails stay in it too.
  await expect(async () => {
    const user = (await (await fresh.page.request.get('/api/auth/current-user')).json()) as {
      language: string;
    };
    expect(user.language).toBe('zh-CN');
  }).toPass({ timeout: 5_000 });
  await fresh.context.close();
});

test("a browser that never chose a language takes the account's at sign-in, and keeps the account's emails in it", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('device');
  const registered = await page.request.post('/api/auth/register', {
    data: { email, password: PASSWORD, language: 'zh-TW' },
  });
  expect(registered.status()).toBe(201);

  // A new device, reached without a link: the sign-in page in the default language.
  const fresh = await freshBrowser(browser);
  await fresh.page.goto('/auth');
  await fresh.page.getByRole('tab', { name: 'Email', exact: true }).click();
  await fresh.page.getByRole('textbox', { name: 'Email' }).fill(email);
  await fresh.page.getByLabel(/^Password/).fill(PASSWORD);
  await fresh.page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(fresh.page).toHaveURL(/\/$/);
  await expect(fresh.page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  // The account's language was not overwritten with the browser's default.
  await expect(async () => {
    const user = (await (await fresh.page.request.get('/api/auth/current-user')).json()) as {
      language: string;
    };
    expect(user.language).toBe('zh-TW');
  }).toPass({ timeout: 5_000 });
  await fresh.context.close();
});
