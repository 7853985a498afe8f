import { expect, test } from '@playwright/test';
import { openSection } from './device';
import { chooseLanguage, uniqueEmail } from './helpers';

test('a newcomer registers, switches language, logs out and back in', async ({ page }) => {
  const email = uniqueEmail('journey');
  const password = 'correct horse';

  await page.goto('/');
  await expect(page).toHaveURL(/\/auth$/);
  // Email sign-in needs no credential, and the page says so.
  await expect(page.getByText(/^Signing in with your email needs no credential\./)).toBeVisible();

  // Signed out, there is nothing to sign out of.
  await expect(page.getByRole('button', { name: 'Sign out of this account' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel('Confirm password').fill('something else');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Registration successful')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveText('AL');
  await expect(page.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText(`© ${new Date().getFullYear()} Multi-Comment Manager`)).toBeVisible();
  await expect(page.getByText('Version 1.0.2')).toBeVisible();

  await chooseLanguage(page, '简体中文');
  await expect(page.getByRole('tab', { name: '仪表板' })).toBeVisible();
  await expect(page).toHaveTitle('多评论管理器');
  await page.reload();
  await expect(page.getByRole('tab', { name: '视频' })).toBeVisible(); // remembered across reloads

  await chooseLanguage(page, '繁體中文');
  await expect(page.getByRole('tab', { name: '影片' })).toBeVisible();
  await expect(page).toHaveTitle('多留言管理器');
  await chooseLanguage(page, 'English');
  await expect(page).toHaveTitle('Multi-Comment Manager');

  await page.getByRole('tab', { name: 'Videos' }).click();
  await expect(page).toHaveURL(/\/videos$/);
  await expect(page.getByRole('heading', { name: 'Videos' })).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Signed out', { exact: true })).toBeVisible();
  // The page is the sign-in form: email first, and no second "Sign in" in the header.
  await expect(page.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Password/).fill('wrong horse');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Sign-in failed')).toBeVisible();
  await expect(page.getByText('Wrong email or password.')).toBeVisible();

  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Signed in successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveText('AL');
  // It told how the sign-in went, on the page it led to; the next page is not about it.
  await openSection(page, 'Videos');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByText('Signed in successfully')).toHaveCount(0);

  await page.goto('/no-such-page');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('a duplicate email is refused with a clear message', async ({ page }) => {
  const email = uniqueEmail('dup');
  await page.request.post('/api/auth/register', { data: { email, password: 'correct horse' } });
  await page.context().clearCookies();
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email.toUpperCase());
  await page.getByLabel(/^Password/).fill('correct horse');
  await page.getByLabel('Confirm password').fill('correct horse');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Registration failed')).toBeVisible();
  await expect(page.getByText('An account with this email already exists.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('an error in the address shows "Authentication Error" and leaves the address', async ({
  page,
}) => {
  await page.goto('/auth?error=access_denied');
  await expect(page.getByText('Authentication Error')).toBeVisible();
  await expect(page.getByText('Access was denied on the Google consent screen.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('the header shows the configured contact links, the theme toggle and help', async ({
  page,
}) => {
  await page.goto('/auth');
  await expect(page.getByRole('link', { name: '@mcm_support' })).toHaveAttribute(
    'href',
    'https://t.me/mcm_support',
  );
  await expect(page.getByRole('link', { name: '@mcm_news' })).toBeVisible();

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');

  await page.getByRole('button', { name: 'Help' }).click();
  await expect(page.getByRole('dialog', { name: 'Help' })).toBeVisible();
  await expect(page.getByText('Keyboard shortcuts')).toBeVisible();
});
