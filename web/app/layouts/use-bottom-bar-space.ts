import { useEffect } from 'react';

/** The CSS variable the page's bottom padding and the toasts' offset read. */
export const BOTTOM_BAR_VAR = '--app-bottom-bar-height';

/** A landmark pinned to the bottom edge of the screen (the Launch bar), or one marked as such. */
const CANDIDATES = '[data-bottom-bar], [role="region"]';

function pinnedBarHeight() {
  let height = 0;
  for (const element of document.querySelectorAll<HTMLElement>(CANDIDATES)) {
    if (getComputedStyle(element).position !== 'fixed') continue;
    const box = element.getBoundingClientRect();
    if (box.height > 0 && box.bottom >= window.innerHeight - 1)
      height = Math.max(height, box.height);
  }
  return height;
}

/**
 * Keeps `--app-bottom-bar-height` equal to the bar pinned to the bottom of the screen, if any, so
 * that the end of the page can be scrolled above it and toasts appear above it, never over it.
 */
export function useBottomBarSpace() {
  useEffect(() => {
    const root = document.documentElement;
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() =>
        root.style.setProperty(BOTTOM_BAR_VAR, `${pinnedBarHeight()}px`),
      );
    };
    // The bar comes and goes with the page, and grows when its content wraps.
    const mutations = new MutationObserver(measure);
    mutations.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', measure);
    measure();
    return () => {
      cancelAnimationFrame(frame);
      mutations.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty(BOTTOM_BAR_VAR);
    };
  }, []);
}
