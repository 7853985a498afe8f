/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import type { DeviceName } from './device';

/** docs/product.md §11: WCAG 2.1 at levels A and AA. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The rules the check leaves out, each with its reason: the one place they are listed. None
 * today; a rule added here needs a reason a reviewer accepts.
 */
export const AXE_EXCEPTIONS: { rule: string; reason: string }[] = [];

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

const OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: WCAG_21_AA },
  // Label in name (WCAG 2.5.3) is still marked experimental in axe: asked for by name.
  rules: {
    'label-content-name-mismatch': { enabled: true },
    ...Object.fromEntries(AXE_EXCEPTIONS.map(({ rule }) => [rule, { enabled: false }])),
  },
  // Only what fails is described: the rest is not needed, and describing it doubles the time.
  resultTypes: ['violations'],
};

/**
 * The rules that read colours. A page in the other colour scheme is the same markup in other
 * colours: only these can find something the first scheme's check did not.
 */
const COLOR_RULES = ['color-contrast', 'link-in-text-block'].filter(
  (rule) => !AXE_EXCEPTIONS.some((exception) => exception.rule === rule),
);

const COLOR_OPTIONS: RunOptions = {
  runOnly: { type: 'rule', values: COLOR_RULES },
  resultTypes: ['violations'],
};

/** Every rule but the colour ones: for a page whose colours were checked in another language. */
const ALL_BUT_COLOR_OPTIONS: RunOptions = {
  ...OPTIONS,
  rules: {
    ...OPTIONS.rules,
    ...Object.fromEntries(COLOR_RULES.map((rule) => [rule, { enabled: false }])),
  },
};

/** What a check reads: everything, only the colours, or all but the colours. */
type Scope = 'all' | 'colors' | 'all but colors';
const OPTIONS_OF: Record<Scope, RunOptions> = {
  all: OPTIONS,
  colors: COLOR_OPTIONS,
  'all but colors': ALL_BUT_COLOR_OPTIONS,
};

/**
 * Runs axe-core on the page once it has loaded (dialogs and menus included) and fails with every
 * violation, its elements and axe's message. `scope` leaves rules out: only the colour ones for a
 * page already checked in the other scheme; all but those for a page whose colours were read in
 * another language (the colour rules take over half of a check's time).
 *
 * axe is put in the page once per document and run there: @axe-core/playwright's builder puts it
 * in again for every check and finishes each in a new page, 1.1 to 1.8 s a check on this machine
 * against 0.1 to 0.4 s (the app has no frames of its own for it to go into; a video's player is
 * YouTube's).
 */
export async function expectAccessible(
  page: Page,
  where: string,
  { scope = 'all' }: { scope?: Scope } = {},
) {
  // The screen as its user reads it: what it was loading has come (no skeleton left).
  await expect(page.locator('.mantine-Skeleton-root[data-visible]')).toHaveCount(0);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(async (options) => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: unknown) => Promise<AxeResults> };
    };
    const { violations } = await axe.run(document, options);
    return violations.flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id}: ${node.target.join(' ')}: ${node.failureSummary ?? ''}`,
      ),
    );
  }, OPTIONS_OF[scope]);
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
  // Drawn in the new colours: where colours change through transitions (none under reduced
  // motion, web/app/motion.css), the old colour is the computed one until each has ended.
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const transitions = document.getAnimations().filter((a) => a instanceof CSSTransition);
    await Promise.all(transitions.map((transition) => transition.finished.catch(() => null)));
  });
}

/**
 * The page checked in the light scheme, then its colours in the dark one (`inDark` runs there,
 * for a screenshot), and back to light: docs/product.md §11, both schemes on every screen.
 */
export async function expectAccessibleInBothSchemes(
  page: Page,
  where: string,
  inDark?: () => Promise<void>,
) {
  await expectAccessible(page, where);
  await useColorScheme(page, 'dark');
  await expectAccessible(page, `${where}, dark`, { scope: 'colors' });
  await inDark?.();
  await useColorScheme(page, 'light');
}

/**
 * A screen's colours do not change with its language: each screen's colours are read in one of
 * them (English on a desktop, Simplified Chinese on a phone), light and dark, and every other
 * rule (names, labels in names, the language of the page) in all three. Reading the colours in
 * each language would find nothing more, and CI's 20 minutes have no room for it.
 */
export const COLORS_CHECKED_IN = { desktop: 'en', phone: 'zh-CN' } as const satisfies Record<
  DeviceName,
  string
>;

/** Every check of axe-core, the colours in both schemes when `colors`, the rest otherwise. */
export async function expectAccessibleIn(
  page: Page,
  where: string,
  colors: boolean,
  inDark?: () => Promise<void>,
) {
  if (colors) await expectAccessibleInBothSchemes(page, where, inDark);
  else await expectAccessible(page, where, { scope: 'all but colors' });
}
