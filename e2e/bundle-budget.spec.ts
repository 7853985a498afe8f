import { expect, test } from '@playwright/test';
import { BUDGET } from './bundle-budget';
import { measureTransfer } from './transfer-measure';

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const listed = (scripts: { path: string; body: number }[]) =>
  scripts.map((script) => `${script.path} ${kB(script.body)}`).join('\n');

test.describe('the JavaScript budget', () => {
  test('a first visit, signed out, lands on the sign-in page within its budget', async ({
    browser,
    baseURL,
  }) => {
    const load = await measureTransfer(browser, {
      baseURL: baseURL!,
      path: '/',
      landsOn: '/auth',
    });
    expect(load.landedOn).toBe('/auth');
    expect(
      load.scripts.every((script) => script.encoding !== 'identity' || script.body < 1024),
    ).toBe(true);
    expect(load.js.body, `JavaScript transferred:\n${listed(load.scripts)}`).toBeLessThanOrEqual(
      BUDGET.signInJs,
    );
  });

  test('the dashboard shows its numbers within the budget; the chart comes after', async ({
    browser,
    baseURL,
  }) => {
    const load = await measureTransfer(browser, {
      baseURL: baseURL!,
      path: '/',
      signedIn: true,
      firstScreenUntil: '/api/dashboard',
    });
    const firstScreen = load.scripts.filter((script) => script.firstScreen);
    expect(
      load.firstScreenJs.body,
      `JavaScript before the numbers:\n${listed(firstScreen)}`,
    ).toBeLessThanOrEqual(BUDGET.dashboardFirstScreenJs);
    expect(load.scripts.some((script) => !script.firstScreen && /chart/.test(script.path))).toBe(
      true,
    );
  });
});
