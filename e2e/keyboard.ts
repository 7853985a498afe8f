/// <reference lib="dom" />
import { expect, type Locator, type Page } from '@playwright/test';

/** One stop of the focus: what it is, where it is drawn, and whether it could be seen there. */
export interface Stop {
  name: string;
  x: number;
  y: number;
  /** Why the focus could not be seen on this stop (or the one before it); null when it could. */
  invisible: string | null;
}

/**
 * Runs in the page before the first press (`first`) and after each. The focus counts as visible
 * where Mantine draws it: an outline on the control (`.mantine-focus-auto:focus-visible`), the
 * border's colour of an input (`--input-bd-focus`), an outline on the element after a hidden input
 * (a switch's track, a segmented control's label); or a shadow. So one of the element, its next
 * sibling, its parent or grandparent, on screen, must have with the focus an outline, a shadow or
 * a border colour it does not have without it: read when the focus has left it (for the stop
 * before), or before the first press (for the target). An element shown only while it has the
 * focus (the skip link) counts by its outline. Nor may anything fixed over the page (the header,
 * a bar at the bottom) cover the middle of the focused element.
 */
function focusStep(target: Element, first: boolean): Stop & { reached: boolean } {
  interface Look {
    outline: string;
    shadow: string;
    border: string;
    shown: boolean;
  }
  interface State {
    element: Element | null;
    looks: (Look | null)[];
    targetLooks: (Look | null)[];
  }
  const store = window as unknown as { __keyboardFocus?: State };
  const related = (element: Element) => [
    element,
    element.nextElementSibling,
    element.parentElement,
    element.parentElement?.parentElement ?? null,
  ];
  const lookOf = (element: Element | null): Look | null => {
    if (!element) return null;
    // A change of look is a transition (of 0.01 ms, as motion.css makes them for reduced motion),
    // whose end the computed style shows only from the next frame: ended now.
    for (const change of element.getAnimations())
      if (change instanceof CSSTransition) change.finish();
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const outlined =
      style.outlineStyle !== 'none' &&
      parseFloat(style.outlineWidth) > 0 &&
      style.outlineColor !== 'rgba(0, 0, 0, 0)';
    return {
      outline: outlined ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}` : '',
      shadow: style.boxShadow === 'none' ? '' : style.boxShadow,
      border: style.borderColor,
      shown:
        box.width > 0 &&
        box.height > 0 &&
        box.bottom > 0 &&
        box.right > 0 &&
        box.top < innerHeight &&
        box.left < innerWidth &&
        style.visibility !== 'hidden' &&
        style.opacity !== '0',
    };
  };
  const looksOf = (element: Element) => related(element).map(lookOf);
  const drawn = (focused: (Look | null)[], unfocused: (Look | null)[]) =>
    focused.some((look, index) => {
      const before = unfocused[index];
      if (!look?.shown || !before) return false;
      return (
        (!!look.outline && (look.outline !== before.outline || !before.shown)) ||
        (!!look.shadow && look.shadow !== before.shadow) ||
        look.border !== before.border
      );
    });
  const describe = (element: Element | null) => {
    if (!element || element === document.body) return '(nothing: the page itself)';
    const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
    const name =
      element.getAttribute('aria-label') ??
      ((element as HTMLInputElement).labels?.[0]?.textContent ||
        element.textContent ||
        element.getAttribute('placeholder') ||
        element.id);
    return `${role} "${name.replace(/\s+/g, ' ').trim().slice(0, 50)}"`;
  };
  const coveredBy = (element: Element) => {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return null;
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    if (!hit || hit.contains(element)) return null;
    // A hidden input's look may be drawn by the element after it (a switch's track).
    return element.contains(hit) || element.nextElementSibling?.contains(hit) ? null : hit;
  };

  const active = document.activeElement;
  if (first) {
    store.__keyboardFocus = { element: null, looks: [], targetLooks: looksOf(target) };
    const there = !!active && target.contains(active);
    return { name: '', x: 0, y: 0, invisible: null, reached: there };
  }
  const state = store.__keyboardFocus!;
  let invisible: string | null = null;
  // The stop the focus has left: how it looked then, and how it looks now without the focus.
  const left = state.element;
  if (left && left !== active && left.isConnected && !drawn(state.looks, looksOf(left)))
    invisible = `no focus drawn on ${describe(left)}`;
  const reached = !!active && target.contains(active);
  state.element = active && active !== document.body ? active : null;
  state.looks = state.element ? looksOf(state.element) : [];
  if (state.element) {
    const cover = coveredBy(state.element);
    if (cover) invisible ??= `${describe(active)} under ${cover.outerHTML.slice(0, 120)}`;
    if (reached && !drawn(state.looks, state.targetLooks))
      invisible ??= `no focus drawn on ${describe(active)}`;
  }
  const box = active?.getBoundingClientRect();
  return { name: describe(active), x: box?.x ?? 0, y: box?.y ?? 0, invisible, reached };
}

/**
 * Presses `key` until `target` has the focus (or holds it: a control wrapped around its input),
 * and checks at every stop that the focus can be seen. Fails with the stops passed when it never
 * gets there in `max` presses, or with the stops where the focus could not be seen. The stops.
 */
export async function pressTo(page: Page, target: Locator, key: string, max: number) {
  await expect(target).toBeAttached();
  // Already there: no press (and no look without the focus to compare with).
  if ((await target.evaluate(focusStep, true)).reached) return [];
  const stops: Stop[] = [];
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press(key);
    const { reached, ...stop } = await target.evaluate(focusStep, false);
    stops.push(stop);
    if (reached) {
      const invisible = stops.flatMap((s) => s.invisible ?? []);
      expect(invisible, `focus not visible on the way to ${String(target)}`).toEqual([]);
      return stops;
    }
  }
  const passed = stops.map((stop) => stop.name).join('\n  ');
  throw new Error(`${max} × ${key} never reached ${String(target)}; the focus went:\n  ${passed}`);
}

/** Tab (or Shift+Tab) until `target` has the focus, the focus visible at every stop: `pressTo`. */
export const tabTo = (
  page: Page,
  target: Locator,
  { max = 60, backwards = false }: { max?: number; backwards?: boolean } = {},
) => pressTo(page, target, backwards ? 'Shift+Tab' : 'Tab', max);
