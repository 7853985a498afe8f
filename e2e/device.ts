/// <reference lib="dom" />
import {
  expect,
  test,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Page,
  type PageScreenshotOptions,
} from '@playwright/test';

/** The two screens every journey runs on: a desktop with a mouse, a phone with a finger. */
export const SCREENS = {
  desktop: { viewport: { width: 1440, height: 900 }, hasTouch: false, isMobile: false },
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
} as const;

export type DeviceName = keyof typeof SCREENS;

/** The same screens as a list, desktop first, for the journeys that go through both. */
export const DEVICES = (['desktop', 'phone'] as const).map((name) => ({
  name,
  use: SCREENS[name],
}));

/** Runs `body` once per device, in a describe block that sets the device's screen and input. */
export function forEachDevice(body: (device: DeviceName) => void) {
  for (const device of DEVICES) {
    test.describe(device.name, () => {
      test.use(device.use);
      body(device.name);
    });
  }
}

/** A signed-in browser's cookies and storage, to open more browsers as the same person. */
export type SignedIn = BrowserContextOptions['storageState'];

/**
 * A new browser on one device, in one language (remembered as a returning visitor has it), signed
 * in with `storageState` when given.
 */
export async function openOn(
  browser: Browser,
  device: DeviceName,
  language: string,
  storageState?: SignedIn,
) {
  const context = await browser.newContext({ ...SCREENS[device], storageState });
  await context.addInitScript(
    `window.localStorage.setItem('mcm.language', ${JSON.stringify(language)})`,
  );
  return { context, page: await context.newPage() };
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 600;

/**
 * Screenshots for people to look at are taken only when asked for (`E2E_SCREENSHOTS=1`, see the
 * README): a full-page capture is drawn and encoded on the CPU, and in `npm test`, where no one
 * looks at them, they took a third of a journey's time.
 */
export async function shoot(target: Page, options: PageScreenshotOptions) {
  if (process.env.E2E_SCREENSHOTS === '1') await target.screenshot(options);
}

/** test-results/screenshots/<language>/<name>-<desktop|phone>.png, of the whole page. */
export async function screenshot(page: Page, name: string, language = 'en') {
  const device = isPhone(page) ? 'phone' : 'desktop';
  await shoot(page, {
    path: `test-results/screenshots/${language}/${name}-${device}.png`,
    fullPage: true,
    animations: 'disabled',
  });
}

/** A finger taps, a mouse clicks; either way only what is on screen can be pressed. */
export async function press(target: Locator) {
  await expect(target).toBeInViewport();
  if (isPhone(target.page())) await target.tap();
  else await target.click();
}

/** The main sections by their English names, in the tab bar's order (docs/product.md §2). */
export const SECTIONS = [
  { name: 'Dashboard', path: '/dashboard' },
  { name: 'Channels', path: '/accounts' },
  { name: 'Videos', path: '/videos' },
  { name: 'Templates', path: '/comments' },
  { name: 'Launch', path: '/launch' },
  { name: 'Calendar', path: '/calendar' },
  { name: 'Settings', path: '/settings' },
] as const;

/**
 * Goes to a main section the way a user does: a tab fully on screen, or, on a small screen, the
 * menu button and then the section in it. Fails when neither is there without scrolling.
 */
export async function openSection(
  page: Page,
  name: string | RegExp,
  menuLabel: string | RegExp = /Open menu/,
) {
  const tab = page.getByRole('navigation', { name: /Main sections|主要功能/ }).getByRole('tab', {
    name,
    exact: typeof name === 'string',
  });
  const menu = page.getByRole('button', { name: menuLabel });
  await expect(tab.or(menu).first()).toBeVisible();
  if (await tab.isVisible()) {
    // A row of tabs counts only when the whole tab is on screen (a phone's may run off it).
    await expect(tab).toBeInViewport({ ratio: 1 });
    await press(tab);
    return;
  }
  await press(menu);
  const link = page.getByRole('dialog').getByRole('link', { name });
  await press(link);
  await expect(page.getByRole('dialog')).toBeHidden();
}
