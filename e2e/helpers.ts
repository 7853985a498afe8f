import { expect, type Page } from '@playwright/test';

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
