import {
  cloneElement,
  lazy,
  Suspense,
  useEffect,
  useState,
  type PointerEvent,
  type ReactElement,
} from 'react';

const Tooltip = lazy(() => import('./tooltip'));

/** As the app's other icon buttons (web/components/icon-action.tsx). */
const OPEN_DELAY = 700;

interface ChildProps {
  onPointerEnter?: (event: PointerEvent) => void;
  onPointerLeave?: () => void;
}

/**
 * A Mantine tooltip that is mounted only once a mouse has rested on its target: Mantine's own
 * keeps a floating-ui instance per target from the start, and a page of 500 cards has 1,500.
 * Its code, too, loads on that first hover: the header's buttons are on every first screen.
 * It opens and closes as Mantine's does (after 700 ms, on leaving, with Escape); on touch it
 * never opens, as Mantine's does not by default, and focus does not open either.
 */
export function LazyTooltip({ label, children }: { label: string; children: ReactElement }) {
  // None until a mouse first comes: nothing mounted. Then kept, to fade in and out.
  const [target, setTarget] = useState<HTMLElement>();
  const [hovered, setHovered] = useState(false);
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    if (!hovered) return;
    const timer = window.setTimeout(() => setOpened(true), OPEN_DELAY);
    return () => window.clearTimeout(timer);
  }, [hovered]);
  useEffect(() => {
    if (!opened) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpened(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [opened]);

  const child = cloneElement<ChildProps>(children as ReactElement<ChildProps>, {
    onPointerEnter: (event) => {
      if (event.pointerType === 'touch') return;
      // Mounted closed first, so that it fades in when it opens, as Mantine's does.
      setTarget(event.currentTarget as HTMLElement);
      setHovered(true);
    },
    onPointerLeave: () => {
      setHovered(false);
      setOpened(false);
    },
  });
  return (
    <>
      {child}
      {target && (
        <Suspense fallback={null}>
          <Tooltip target={target} label={label} opened={opened} />
        </Suspense>
      )}
    </>
  );
}
