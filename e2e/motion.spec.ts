/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { forEachDevice, openSection, press } from './device';
import { registerThroughApi } from './helpers';

/**
 * What moves on screen while `act` runs and a little after: the properties that animations and
 * transitions of more than a millisecond change, other than opacity (a fade is allowed).
 */
async function movementsWhile(page: Page, act: () => Promise<void>) {
  await page.evaluate(() => {
    const moved = new Set<string>();
    const look = () => {
      for (const animation of document.getAnimations()) {
        if (Number(animation.effect?.getComputedTiming().duration ?? 0) <= 1) continue;
        const properties =
          animation instanceof CSSTransition
            ? [animation.transitionProperty]
            : (animation.effect as KeyframeEffect)
                .getKeyframes()
                .flatMap((frame) => Object.keys(frame))
                .filter(
                  (key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key),
                );
        for (const property of properties) if (property !== 'opacity') moved.add(property);
      }
      if (window.mcmMotion) requestAnimationFrame(look);
    };
    window.mcmMotion = moved;
    requestAnimationFrame(look);
  });
  await act();
  await page.waitForTimeout(400); // longer than any transition the app has
  return page.evaluate(() => {
    const moved = [...(window.mcmMotion ?? [])];
    window.mcmMotion = undefined;
    return moved;
  });
}

declare global {
  interface Window {
    mcmMotion?: Set<string>;
  }
}

/** A dialog, a menu and a change of section: the things that slide or grow when motion is on. */
async function everythingThatMoves(page: Page) {
  await registerThroughApi(page);
  await page.goto('/dashboard');
  await expect(page.locator('h2').first()).toBeVisible();
  const moved = new Set<string>();
  const record = async (act: () => Promise<void>) => {
    for (const property of await movementsWhile(page, act)) moved.add(property);
  };
  await record(() => press(page.getByRole('button', { name: 'Help' })));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await record(() => press(page.getByRole('button', { name: /Account menu/ })));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await record(() => openSection(page, 'Videos', 'Open menu'));
  return [...moved];
}

// docs/product.md §11, WCAG 2.3.3: who asks for less motion sees nothing move beyond a fade.
forEachDevice(() => {
  test('with reduced motion asked for, dialogs, menus and sections appear without moving', async ({
    page,
  }) => {
    // The journeys all run asking for reduced motion (playwright.config.ts).
    expect(await everythingThatMoves(page)).toEqual([]);
  });

  test('without it, the same steps do move: what the test above reads is there to read', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await everythingThatMoves(page)).not.toEqual([]);
  });
});
