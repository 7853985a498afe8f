import { useEffect, useState } from 'react';

/**
 * The present, read once when mounted and again every `everyMs` (never: once): what a countdown
 * or a "not in the past" check compares with, without reading the clock during render.
 */
export function useNow(everyMs?: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!everyMs) return;
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
