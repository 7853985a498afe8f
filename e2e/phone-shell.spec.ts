/// <reference lib="dom" />
import { expect, test, type Locator, type Page } from '@playwright/test';
import { forEachDevice, isPhone, openSection, press, screenshot, SECTIONS, shoot } from './device';
import { registerThroughApi } from './helpers';

const toasts = (page: Page) => page.locator('.mantine-Notification-root');

/** Fails when a toast on screen lies over any of `controls` (those that are on screen). */
async function expectToastsClearOf(page: Page, controls: Locator[]) {
  // The toast container loads on first use: the toast may arrive a moment after the action.
  await expect(toasts(page).first()).toBeVisible();
  // The controls are marked, then every box is read in one go in the page: a toast that closes
  // between two reads moves what was under it (the dialog's flow), which is no overlap.
  for (const control of controls)
    await control.evaluateAll((nodes) => nodes.forEach((n) => n.setAttribute('data-clear', '')));
  const covered = await page.evaluate(() => {
    const boxes = (selector: string) =>
      [...document.querySelectorAll(selector)].map((node) => ({
        node,
        box: node.getBoundingClientRect(),
      }));
    const shown = boxes('.mantine-Notification-root').filter(({ box }) => box.width > 0);
    const hit = boxes('[data-clear]').find(({ box }) =>
      shown.some(
        ({ box: t }) =>
          box.width > 0 &&
          t.x < box.x + box.width &&
          box.x < t.x + t.width &&
          t.y < box.y + box.height &&
          box.y < t.y + t.height,
      ),
    );
    document.querySelectorAll('[data-clear]').forEach((n) => n.removeAttribute('data-clear'));
    return hit ? hit.node.outerHTML.slice(0, 120) : null;
  });
  expect(covered, 'a toast covers a control').toBeNull();
}

async function upload(page: Page, name: string, body: string | Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await press(page.getByRole('button', { name: 'Import CSV/TXT' }));
  await (await chooser).setFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(body) });
}

forEachDevice((device) => {
  test('every main section is one tap away from every main page', async ({ page }) => {
    await registerThroughApi(page);
    await page.goto('/');
    // Dashboard → Channels → … → Settings → Dashboard: each page is left once.
    for (const section of [...SECTIONS.slice(1), SECTIONS[0]]) {
      await openSection(page, section.name);
      await expect(page).toHaveURL(new RegExp(`${section.path}$`));
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    }
  });

  test('notifications: a few at a time, clear of the header and of an open dialog', async ({
    page,
  }) => {
    await registerThroughApi(page);
    await page.goto('/videos');
    // Five different notices in a few seconds.
    await press(page.getByRole('button', { name: 'Download an example CSV' }));
    await upload(page, 'picture.png', 'not a table');
    await upload(page, 'huge.csv', Buffer.alloc(5 * 1024 * 1024 + 10, 'a'));
    await upload(page, 'links.csv', 'category,link\nTech,nope\n');
    await page.getByLabel('Video links or IDs').fill('repeatAAAA1\nrepeatAAAA1');
    await press(page.getByRole('button', { name: 'Process Videos' }));
    const dialog = page.getByRole('dialog', { name: 'Import videos' });
    await expect(dialog).toBeVisible();
    await expect(toasts(page).first()).toBeVisible();
    expect(await toasts(page).count()).toBeLessThanOrEqual(isPhone(page) ? 2 : 3);
    await shoot(page, {
      path: `test-results/screenshots/en/toasts-dialog-${device}.png`,
      animations: 'disabled',
    });
    // While the dialog is open, its toasts are inside it, in the flow, above its content.
    await expect(dialog.locator('.mantine-Notification-root').first()).toBeVisible();
    await expectToastsClearOf(page, [
      page.locator('header'),
      dialog.locator('button:not(.mantine-Notification-root button)'),
      dialog.getByRole('heading'),
    ]);
  });

  test('notifications stay off the title and the sections on a page', async ({ page }) => {
    await registerThroughApi(page);
    await page.goto('/dashboard');
    await press(page.getByRole('button', { name: 'Refresh' }));
    await page.goto('/videos');
    await press(page.getByRole('button', { name: 'Download an example CSV' }));
    await expect(toasts(page).first()).toBeVisible();
    await expectToastsClearOf(page, [
      page.locator('header'),
      page.getByRole('heading', { level: 2 }),
      page.getByRole('tab'),
      page.getByRole('button', { name: 'Open menu' }),
    ]);
  });

  test('a failed login notice leaves once the login succeeds', async ({ page }) => {
    const { email, password } = await registerThroughApi(page);
    await page.context().clearCookies();
    await page.goto('/auth');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel(/^Password/).fill('wrong horse');
    await press(page.getByRole('button', { name: 'Sign in', exact: true }));
    await expect(page.getByText('Sign-in failed')).toBeVisible();
    await page.getByLabel(/^Password/).fill(password);
    await press(page.getByRole('button', { name: 'Sign in', exact: true }));
    await expect(page.getByText('Signed in successfully')).toBeVisible();
    // At once, not when its five seconds are up.
    await expect(page.getByText('Sign-in failed')).toHaveCount(0, { timeout: 1000 });
  });

  test('signing in by email is on the first screen, and every control has its own name', async ({
    page,
  }) => {
    await page.goto('/auth');
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeInViewport();
    for (const [language, label] of [
      ['简体中文', '语言'],
      ['繁體中文', '語言'],
      ['English', 'Language'],
    ] as const) {
      const names = await page
        .locator('button, a, [role="tab"]')
        .filter({ visible: true })
        .evaluateAll((elements) =>
          elements
            .map((e) => (e.getAttribute('aria-label') ?? e.textContent ?? '').trim())
            .filter(Boolean),
        );
      const repeated = names.filter((name, index) => names.indexOf(name) !== index);
      expect(repeated, `controls named alike: ${names.join(' | ')}`).toEqual([]);
      await press(page.getByRole('combobox', { name: /Language|语言|語言/ }));
      await press(page.getByRole('option', { name: language }));
      await expect(
        page.getByRole('combobox', { name: `${label} ${language}`, exact: true }),
      ).toBeVisible();
    }
  });

  test('neutral colours for neutral things; red only for danger', async ({ page }) => {
    await page.goto('/auth');
    const email = page.getByRole('textbox', { name: 'Email' });
    await email.focus();
    const hue = await email.evaluate((input) => {
      const [r, g, b] = getComputedStyle(input)
        .borderColor.match(/\d+/g)!
        .slice(0, 3)
        .map((n) => Number(n) / 255) as [number, number, number];
      const max = Math.max(r, g, b);
      const min = Math.min(r, g, b);
      if (max === min) return -1;
      const h =
        max === r
          ? ((g - b) / (max - min)) % 6
          : max === g
            ? (b - r) / (max - min) + 2
            : (r - g) / (max - min) + 4;
      return (h * 60 + 360) % 360;
    });
    // A focused field is not red (hue near 0) nor orange: it says nothing is wrong.
    expect(hue === -1 || (hue > 45 && hue < 330)).toBe(true);

    await registerThroughApi(page);
    await page.goto('/videos');
    await page.getByLabel('Video links or IDs').fill('colourAAAA1');
    await press(page.getByRole('button', { name: 'Process Videos' }));
    await press(page.getByRole('dialog').getByRole('button', { name: /^Import 1 Video/ }));
    await press(page.getByRole('tab', { name: 'Saved' }));
    const card = page.locator('[data-select-id]').first();
    await press(card.getByRole('button', { name: 'Delete', exact: true }));
    const confirm = page.getByRole('dialog').getByRole('button', { name: 'Delete' });
    const background = await confirm.evaluate((b) => getComputedStyle(b).backgroundColor);
    const [r, g, b] = background.match(/\d+/g)!.map(Number) as [number, number, number];
    expect(r).toBeGreaterThan(g + 60);
    expect(r).toBeGreaterThan(b + 60);
  });

  test('the dashboard shows its numbers two or more to a row', async ({ page }) => {
    await registerThroughApi(page);
    await page.goto('/dashboard');
    const top = async (label: string) =>
      (await page.getByText(label, { exact: true }).boundingBox())!.y;
    await expect(page.getByText('Total videos', { exact: true })).toBeVisible();
    expect(await top('Posted comments')).toBe(await top('Total videos'));
    expect(await top('Videos from files')).toBe(await top('Videos from links'));
  });

  test('the Launch bar never covers the end of the page, nor does a toast cover the bar', async ({
    page,
  }) => {
    await registerThroughApi(page);
    for (let i = 1; i <= 12; i++)
      await page.request.post('/api/comment-templates', {
        data: { content: `Template number ${i} with some words ${'x'.repeat(i)}` },
      });
    // Launch first, so that coming back to it is quick: the toast (5 s) is still up on a busy
    // machine.
    await page.goto('/launch');
    const bar = page.getByRole('region', { name: 'Selection and posting' });
    await expect(bar).toBeVisible();
    await openSection(page, 'Videos');
    await press(page.getByRole('button', { name: 'Download an example CSV' }));
    // Straight back by Launch's shortcut: a toast follows the action that led to a page only for
    // 1.5 s, which the menu's taps can take on a busy machine.
    await page.keyboard.press('Alt+5');
    await expect(page).toHaveURL(/\/launch$/);
    await expect(bar).toBeVisible();
    await expectToastsClearOf(page, [bar]);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(200);
    const footer = (await page.locator('footer').boundingBox())!;
    const barBox = (await bar.boundingBox())!;
    expect(footer.y + footer.height).toBeLessThanOrEqual(barBox.y + 1);
    await shoot(page, {
      path: `test-results/screenshots/en/launch-end-${device}.png`,
      animations: 'disabled',
    });
  });

  test('saved videos: the first video is on the first screen; bulk actions come with a selection', async ({
    page,
  }) => {
    await registerThroughApi(page);
    await page.request.post('/api/videos/import', {
      data: {
        videos: ['savedAAAAA1', 'savedBBBBB2', 'savedCCCCC3'].map((videoId) => ({
          videoId,
          title: `Video ${videoId}`,
        })),
        source: 'manual',
      },
    });
    await page.goto('/videos');
    await press(page.getByRole('tab', { name: 'Saved' }));
    const cards = page.locator('[data-select-id]');
    await expect(cards).toHaveCount(3);
    await expect(cards.first()).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Delete selected' })).toBeHidden();
    await press(page.getByRole('button', { name: 'Select', exact: true }));
    await press(page.getByRole('checkbox').first());
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Delete selected' })).toBeEnabled();
    await screenshot(page, 'videos-saved-selecting');
  });

  test('help lists keyboard shortcuts only where there is a keyboard', async ({ page }) => {
    await registerThroughApi(page);
    await page.goto('/dashboard');
    await press(page.getByRole('button', { name: 'Help' }));
    const dialog = page.getByRole('dialog', { name: 'Help' });
    await expect(dialog.getByText('How it works')).toBeVisible();
    if (isPhone(page)) {
      await expect(dialog.getByText('Keyboard shortcuts')).toBeHidden();
      await expect(dialog.getByText('Alt')).toHaveCount(0);
    } else {
      await expect(dialog.getByText('Keyboard shortcuts')).toBeVisible();
      await expect(dialog.getByText('Alt').first()).toBeVisible();
    }
  });
});
