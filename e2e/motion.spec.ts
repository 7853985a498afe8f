/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { forEachDevice, openSection, press } from './device';
import { registerThroughApi } from './helpers';

/**
 * What moves on screen while `act` runs and a little after: the properties that animations of
 * more than a millisecond and transitions change, other than opacity (a fade is allowed). Read
 * from the events each one sends as it begins, which a busy machine cannot miss as it can miss a
 * short transition between two frames.
 */
async function movementsWhile(page: Page, act: () => Promise<void>) {
  await page.evaluate(() => {
    const moved = new Set<string>();
    const onTransition = (event: TransitionEvent) => {
      if (event.propertyName !== 'opacity') moved.add(event.propertyName);
    };
    const onAnimation = (event: AnimationEvent) => {
      const animation = (event.target as Element)
        .getAnimations()
        .find((a) => a instanceof CSSAnimation && a.animationName === event.animationName);
      // Ended at once (motion.css makes every animation 0.01 ms long): nothing moved.
      if (!animation || Number(animation.effect?.getComputedTiming().duration ?? 0) <= 1) return;
      for (const frame of (animation.effect as KeyframeEffect).getKeyframes())
        for (const key of Object.keys(frame))
          if (!['offset', 'computedOffset', 'easing', 'composite', 'opacity'].includes(key))
            moved.add(key);
    };
    document.addEventListener('transitionrun', onTransition, true);
    document.addEventListener('animationstart', onAnimation, true);
    window.mcmMotion = {
      moved,
      stop: () => {
        document.removeEventListener('transitionrun', onTransition, true);
        document.removeEventListener('animationstart', onAnimation, true);
      },
    };
  });
  await act();
  await page.waitForTimeout(400); // longer than any transition the app has
  return page.evaluate(() => {
    window.mcmMotion?.stop();
    const moved = [...(window.mcmMotion?.moved ?? [])];
    window.mcmMotion = undefined;
    return moved;
  });
}

declare global {
  interface Window {
    mcmMotion?: { moved: Set<string>; stop: () => void };
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
  // Each opened twice: the first time its code loads and it is drawn open, the second it opens.
  const help = page.getByRole('button', { name: 'Help' });
  const accountMenu = page.getByRole('button', { name: /account menu/i });
  for (const [button, what] of [
    [help, page.getByRole('dialog')],
    [accountMenu, page.getByRole('menu')],
  ] as const) {
    await press(button);
    await expect(what).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(what).toBeHidden();
    await record(async () => {
      await press(button);
      await expect(what).toBeVisible();
    });
    await page.keyboard.press('Escape');
    await expect(what).toBeHidden();
  }
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
