import { expect, test, type Browser } from '@playwright/test';
import { uniqueEmail } from './helpers';

const LANGUAGES = [
  {
    code: 'en',
    register: 'Register',
    weak: /too easy to guess: it is one of the most common passwords/,
    notLinked: /already exists and uses a password/,
  },
  { code: 'zh-CN', register: '注册', weak: /太容易被猜到/, notLinked: /已用密码注册过账号/ },
  { code: 'zh-TW', register: '註冊', weak: /太容易被猜到/, notLinked: /已用密碼註冊過帳號/ },
];
const DEVICES = [
  { name: 'desktop', viewport: { width: 1440, height: 900 }, hasTouch: false, isMobile: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
];

async function pageIn(browser: Browser, code: string, device: (typeof DEVICES)[number]) {
  const { viewport, hasTouch, isMobile } = device;
  const context = await browser.newContext({ viewport, hasTouch, isMobile });
  await context.addInitScript(
    `window.localStorage.setItem('mcm.language', ${JSON.stringify(code)})`,
  );
  return { context, page: await context.newPage() };
}

test('a guessable password is refused at registration, with the reason in the language of the page', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  for (const language of LANGUAGES) {
    for (const device of DEVICES) {
      const { context, page } = await pageIn(browser, language.code, device);
      await page.goto('/auth');
      await page.getByRole('tab', { name: language.register }).click();
      await page.locator('input[type="email"]').fill(uniqueEmail('weak'));
      const passwords = page.locator('input[type="password"]');
      await passwords.nth(0).fill('password1234');
      await passwords.nth(1).fill('password1234');
      await page.locator('form button[type="submit"]').click();
      await expect(page.getByText(language.weak)).toBeVisible();
      await expect(page).toHaveURL(/\/auth$/); // nothing was created, nobody signed in
      await page.screenshot({
        path: `test-results/screenshots/${language.code}/register-weak-password-${device.name}.png`,
        fullPage: true,
        animations: 'disabled',
      });
      await context.close();
    }
  }
});

test('Google sign-in refused for a password account says what the owner should do', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  for (const language of LANGUAGES) {
    for (const device of DEVICES) {
      const { context, page } = await pageIn(browser, language.code, device);
      await page.goto('/auth?error=email_not_linked');
      await expect(page.getByText(language.notLinked)).toBeVisible();
      await expect(page).toHaveURL(/\/auth$/); // the reason leaves the address
      await page.screenshot({
        path: `test-results/screenshots/${language.code}/auth-email-not-linked-${device.name}.png`,
        fullPage: true,
        animations: 'disabled',
      });
      await context.close();
    }
  }
});
