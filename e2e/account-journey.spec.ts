import { expectAccessibleInBothSchemes } from './accessibility';
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEVICES, openOn, screenshot } from './device';
import { registerThroughApi } from './helpers';
import { linkIn, mailTo } from './inbox';
import { MAIL_URL } from './ports';
import { LANGUAGES } from './reports-helpers';

// docs/security.md §8 through the demo's inbox (a real SMTP server): forgot password, the reset
// link used once, the address confirmed, and the account page's sessions, export and deletion.

/** What a reader presses, in each language. */
const WORDS = {
  en: { log: 'Delivery log', bell: /^Notifications/ },
  'zh-CN': { log: '投递日志', bell: /^通知/ },
  'zh-TW': { log: '傳遞記錄', bell: /^通知/ },
} as const;

/**
 * For people to look at (E2E_SCREENSHOTS=1): `visit` on a desktop and a phone, in every language,
 * signed in as `page` is (or signed out), each in a browser of its own.
 */
async function screenshotEverywhere(
  browser: Browser,
  page: Page,
  visit: (shot: Page, language: (typeof LANGUAGES)[number]) => Promise<void>,
) {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  // Six browsers more: time for them.
  test.info().setTimeout(test.info().timeout + 120_000);
  const storageState = await page.context().storageState();
  for (const { name: device } of DEVICES)
    for (const language of LANGUAGES) {
      const { context, page: shot } = await openOn(browser, device, language, storageState);
      await visit(shot, language);
      await context.close();
    }
}

test('forgot password through the inbox: a new password, the link once, the old one refused', async ({
  page,
  browser,
}) => {
  const { email } = await registerThroughApi(page, 'Forgetful Fred');
  await page.context().clearCookies();

  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The sign-in page stays until the next one's code has come (a transition): wait for it.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page.getByText('Check your email')).toBeVisible();
  await expect(page.getByText(`If ${email} belongs to an account`)).toBeVisible();

  const mail = await mailTo(page, email, /^Reset your Multi-Comment Manager password$/);
  const link = linkIn(mail, 'reset-password');
  // Opening the link uses nothing up: only saving a password does.
  await screenshotEverywhere(browser, page, async (shot, language) => {
    await shot.goto(link);
    await expect(shot.locator('input[type="password"]')).toHaveCount(2);
    await screenshot(shot, 'reset-password', language);
  });
  await page.goto(link);
  await expect(page.getByLabel(/^New password/)).toBeVisible();
  await expectAccessibleInBothSchemes(page, 'the new password page');
  await page.getByLabel(/^New password/).fill('violet lantern orbit');
  await page.getByLabel(/^Confirm password/).fill('violet lantern orbit');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Your password was changed')).toBeVisible();
  await mailTo(page, email, /password was changed$/);

  // The link works once: opened again, it says so before anything is typed.
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText(
    'This link was already used. Ask for a new one if you need it.',
  );
  await expect(page.getByLabel(/^New password/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();

  // The old password no longer signs in; the new one does.
  const old = await page.request.post('/api/auth/login', {
    data: { email, password: 'correct horse' },
  });
  expect(old.status()).toBe(401);
  await page.goto('/auth');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Password/).fill('violet lantern orbit');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Signed in successfully')).toBeVisible();
});

test('the address confirmed from its email, and the account page: sessions, then deleting it', async ({
  page,
  browser,
}) => {
  const { email } = await registerThroughApi(page, 'Careful Carol');
  await page.goto('/dashboard');
  await expect(page.getByText('Confirm your email address')).toBeVisible();
  await expect(page.getByText(`We sent a link to ${email}`)).toBeVisible();

  // Signed in elsewhere too: a phone.
  const phone = await openOn(browser, 'phone', 'en', await page.context().storageState());
  try {
    await phone.page.context().clearCookies();
    const login = await phone.page.request.post('/api/auth/login', {
      data: { email, password: 'correct horse' },
    });
    expect(login.status()).toBe(200);

    const confirm = await mailTo(page, email, /^Confirm your email address/);
    await page.goto(linkIn(confirm, 'verify-email'));
    await expect(page.getByRole('heading', { name: 'Email address confirmed' })).toBeVisible();
    await expect(page.getByText('Your email address is confirmed')).toBeVisible();
    await expectAccessibleInBothSchemes(page, 'the confirmed email page');
    await page.getByRole('link', { name: 'Go to your account' }).click();
    await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();

    const sessions = page.getByRole('heading', { name: 'Where you are signed in' }).locator('..');
    await expect(sessions.getByText('This device')).toBeVisible();
    await expect(sessions.getByRole('button', { name: /^Sign out (?!everywhere)/ })).toHaveCount(1);
    // Its translations and its room on a phone: shell-languages.spec.ts.
    await screenshot(page, 'account');
    await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expect(page.getByText('1 other device was signed out.')).toBeVisible();
    await expect(sessions.getByRole('button', { name: /^Sign out (?!everywhere)/ })).toHaveCount(0);
    const after = await phone.page.request.get('/api/auth/current-user');
    expect(await after.json()).toBeNull();

    // Her data, taken away once: made in the background, told by the bell, downloaded once.
    await page.getByRole('button', { name: 'Prepare my export' }).click();
    await expect(page.getByText(/^Your export is ready \(\d+ kB\)/)).toBeVisible();
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bell.click();
    const centre = page.getByRole('dialog', { name: 'Notifications' });
    await expect(centre.getByText('Your data export is ready')).toBeVisible();
    // The centre with an unread notification (tinted, "Unread"), in both schemes.
    await expect(centre.getByText('Unread', { exact: true })).toBeVisible();
    await expectAccessibleInBothSchemes(page, 'the notification centre');
    await page.keyboard.press('Escape');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download (once)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^multi-comment-manager-export-[\d-]+\.zip$/);
    const zip = await readFile(await download.path());
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    await expect(page.getByText(/^Downloaded .+ The file is no longer kept here\.$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Prepare a new export' })).toBeVisible();

    // Her own tools told too: a webhook (the inbox's page answers 200, on this machine:
    // WEBHOOKS_ALLOW_PRIVATE), its secret shown once, a test event in its delivery log.
    await page.getByRole('button', { name: 'Add a webhook' }).click();
    await page.getByLabel('Address').fill(`${MAIL_URL}/hook`);
    await page.getByRole('button', { name: 'Add the webhook' }).click();
    await expect(page.getByText('Webhook added: copy its secret now')).toBeVisible();
    await expect(page.getByLabel('Webhook secret')).toHaveText(/^whsec_/);
    await page.getByRole('button', { name: 'I have copied it' }).click();
    await expect(page.getByLabel('Webhook secret')).toHaveCount(0);
    await page.getByRole('button', { name: 'Send a test event' }).click();
    await page.getByRole('button', { name: 'Delivery log' }).click();
    const deliveries = page.getByRole('list', { name: 'Deliveries' });
    await expect(deliveries.getByText('Delivered')).toBeVisible();
    await expect(deliveries.getByText('HTTP 200')).toBeVisible();
    await screenshotEverywhere(browser, page, async (shot, language) => {
      await shot.goto('/account');
      await shot.getByRole('button', { name: WORDS[language].log }).click();
      await expect(shot.getByText('HTTP 200')).toBeVisible();
      await screenshot(shot, 'account-webhooks', language);
      await shot.getByRole('button', { name: WORDS[language].bell }).click();
      await expect(shot.getByRole('dialog')).toBeVisible();
      await screenshot(shot, 'notification-centre', language);
    });

    // Deleted for good, with the password: signed out, and the address is free again.
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account for good?' });
    await dialog.getByLabel(/^Current password/).fill('correct horse');
    await dialog.getByRole('button', { name: 'Delete everything' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText('Your account was deleted.')).toBeVisible();
    await mailTo(page, email, /account was deleted$/);
    const gone = await page.request.post('/api/auth/login', {
      data: { email, password: 'correct horse' },
    });
    expect(gone.status()).toBe(401);
  } finally {
    await phone.context.close();
  }
});
