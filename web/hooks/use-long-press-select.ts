import { useCallback, useEffect, useRef } from 'react';

/**
 * docs/product.md §9: a hold of 400 ms starts drag-selecting; moving over 5 px before that cancels
 * it.
 */
export const LONG_PRESS_MS = 400;
export const MOVE_TOLERANCE_PX = 5;

/** The attribute that names an item under the pointer. */
export const SELECT_ATTRIBUTE = 'data-select-id';

/**
 * Long-press, then drag over items to select them (docs/product.md §4), with a mouse or a finger.
 * Items carry `data-select-id`; `onSelect` is called for the pressed item and each one the pointer
 * reaches. The click that ends a long press is swallowed, so it does not also open the item.
 */
export function useLongPressSelect(onSelect: (id: string) => void) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const start = useRef<{ x: number; y: number }>(undefined);
  const active = useRef(false);
  const swallowClick = useRef(false);
  const select = useRef(onSelect);
  useEffect(() => {
    select.current = onSelect;
  }, [onSelect]);

  useEffect(() => {
    const onMove = (event: PointerEvent) => {
      if (start.current && !active.current) {
        const moved = Math.hypot(event.clientX - start.current.x, event.clientY - start.current.y);
        if (moved > MOVE_TOLERANCE_PX) {
          clearTimeout(timer.current);
          start.current = undefined;
        }
        return;
      }
      if (!active.current) return;
      const under = document.elementFromPoint(event.clientX, event.clientY);
      const id = under?.closest(`[${SELECT_ATTRIBUTE}]`)?.getAttribute(SELECT_ATTRIBUTE);
      if (id) select.current(id);
    };
    const onUp = () => {
      clearTimeout(timer.current);
      start.current = undefined;
      active.current = false;
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onUp);
    return () => {
      clearTimeout(timer.current);
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onUp);
    };
  }, []);

  const onPointerDown = useCallback((event: React.PointerEvent, id: string) => {
    if (event.button !== 0) return;
    start.current = { x: event.clientX, y: event.clientY };
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      active.current = true;
      swallowClick.current = true;
      select.current(id);
    }, LONG_PRESS_MS);
  }, []);

  /** Call first in the item's click handler: true when the click ends a long press. */
  const endsLongPress = useCallback(() => {
    const swallow = swallowClick.current;
    swallowClick.current = false;
    return swallow;
  }, []);

  return { onPointerDown, endsLongPress };
}
