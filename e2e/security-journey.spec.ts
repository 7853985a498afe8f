import { expect, test } from '@playwright/test';
import { DEVICES, openOn, SCREENS, screenshot } from './device';
import { switchLanguage, uniqueEmail } from './helpers';

const LANGUAGES = [
  {
    code: 'en' as const,
    register: 'Register',
    weak: /too easy to guess: it is one of the most common passwords/,
    notLinked: /already exists and uses a password/,
  },
  {
    code: 'zh-CN' as const,
    register: '注册',
    weak: /太容易被猜到/,
    notLinked: /已用密码注册过账号/,
  },
  {
    code: 'zh-TW' as const,
    register: '註冊',
    weak: /太容易被猜到/,
    notLinked: /已用密碼註冊過帳號/,
  },
];

test('a guessable password is refused at registration, with the reason in the language of the page', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  for (const { name: device } of DEVICES) {
    // One browser per device; each language switched in place, as a visitor does.
    const { context, page } = await openOn(browser, device, 'en');
    for (const language of LANGUAGES) {
      await page.goto('/auth');
      await switchLanguage(page, language.code);
      await page.getByRole('tab', { name: language.register }).click();
      await page.locator('input[type="email"]').fill(uniqueEmail('weak'));
      const passwords = page.locator('input[type="password"]');
      await passwords.nth(0).fill('password1234');
      await passwords.nth(1).fill('password1234');
      await page.locator('form button[type="submit"]').click();
      await expect(page.getByText(language.weak)).toBeVisible();
      await expect(page).toHaveURL(/\/auth$/); // nothing was created, nobody signed in
      await screenshot(page, 'register-weak-password', language.code);
    }
    await context.close();
  }
});

test('Google sign-in refused for a password account says what the owner should do', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  for (const { name: device } of DEVICES) {
    // A first visit in English: each language is chosen on the page, and remembered.
    const context = await browser.newContext(SCREENS[device]);
    const page = await context.newPage();
    await page.goto('/auth');
    for (const language of LANGUAGES) {
      await switchLanguage(page, language.code);
      await page.goto('/auth?error=email_not_linked');
      await expect(page.getByText(language.notLinked)).toBeVisible();
      await expect(page).toHaveURL(/\/auth$/); // the reason leaves the address
      await screenshot(page, 'auth-email-not-linked', language.code);
    }
    await context.close();
  }
});
