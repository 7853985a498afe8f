/// <reference lib="dom" />
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** docs/product.md, Accessibility: WCAG 2.1 at levels A and AA. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The rules the check leaves out, each with its reason: the one place they are listed. None
 * today; a rule added here needs a reason a reviewer accepts.
 */
export const AXE_EXCEPTIONS: { rule: string; reason: string }[] = [];

/**
 * Runs axe-core on the page as it is now (dialogs and menus included) and fails with every
 * violation, its elements and axe's message. Label in name (WCAG 2.5.3) is still marked
 * experimental in axe; it is asked for by name.
 */
export async function expectAccessible(page: Page, where: string) {
  const rules: Record<string, { enabled: boolean }> = {
    'label-content-name-mismatch': { enabled: true },
  };
  for (const { rule } of AXE_EXCEPTIONS) rules[rule] = { enabled: false };
  const { violations } = await new AxeBuilder({ page })
    .options({ runOnly: { type: 'tag', values: WCAG_21_AA }, rules })
    .analyze();
  const found = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id}: ${node.target.join(' ')}: ${node.failureSummary ?? ''}`,
    ),
  );
  expect(found, `axe on ${where}`).toEqual([]);
}

/**
 * Switches the colour scheme in place, as the header's button does from another tab: the app's
 * scheme manager follows local storage's change event (no reload, the page stays as it is).
 */
export async function useColorScheme(page: Page, scheme: 'light' | 'dark') {
  await page.evaluate((value) => {
    const key = 'mcm.colorScheme';
    localStorage.setItem(key, value);
    window.dispatchEvent(
      new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }),
    );
  }, scheme);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
}
