/**
 * At most `count` holders at a time; the others wait their turn, first come first served. For
 * work that would otherwise take the whole machine when many ask at once (the unpaged video list).
 */
export function turns(count: number) {
  let free = count;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else free++;
  };
  return {
    /** Resolves with the function that gives the turn back, once it is the caller's turn. */
    async take(): Promise<() => void> {
      if (free > 0) free--;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      let released = false;
      return () => {
        if (!released) release();
        released = true;
      };
    },
  };
}
