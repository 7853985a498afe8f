import { expect, test as base } from '@playwright/test';
import { BUDGET } from './bundle-budget';
import { measureTransfer, type MeasureOptions } from './transfer-measure';

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const listed = (scripts: { path: string; body: number }[]) =>
  scripts.map((script) => `${script.path} ${kB(script.body)}`).join('\n');

type Visit = Omit<MeasureOptions, 'baseURL' | 'path'>;

/** `firstVisit`: a first visit to `/` in a fresh browser, measured. */
const test = base.extend<{ firstVisit: (visit: Visit) => ReturnType<typeof measureTransfer> }>({
  firstVisit: async ({ browser, baseURL }, use) => {
    await use((visit) => measureTransfer(browser, { baseURL: baseURL!, path: '/', ...visit }));
  },
});

test.describe('the JavaScript budget', () => {
  test('a first visit, signed out, lands on the sign-in page within its budget', async ({
    firstVisit,
  }) => {
    const load = await firstVisit({ landsOn: '/auth' });
    expect(load.landedOn).toBe('/auth');
    expect(
      load.scripts.every((script) => script.encoding !== 'identity' || script.body < 1024),
    ).toBe(true);
    expect(load.js.body, `JavaScript transferred:\n${listed(load.scripts)}`).toBeLessThanOrEqual(
      BUDGET.signInJs,
    );
  });

  test('the dashboard shows its numbers within the budget; the chart comes after', async ({
    firstVisit,
  }) => {
    const load = await firstVisit({ signedIn: true, firstScreenUntil: '/api/dashboard' });
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
