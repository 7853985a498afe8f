/** Seconds in an ISO-8601 duration (PT#H#M#S, with days where YouTube gives them). */
export function durationSeconds(iso: string | null | undefined): number | null {
  const match = iso?.match(/^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/);
  if (!match || iso === 'P' || iso === 'PT') return null;
  const [, d = '0', h = '0', m = '0', s = '0'] = match;
  return Number(d) * 86_400 + Number(h) * 3600 + Number(m) * 60 + Math.floor(Number(s));
}

/** docs/product.md §3: h:mm:ss, or m:ss under an hour. */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/**
 * docs/product.md §5: K from a thousand, M from a million, B from a billion; one decimal where it
 * says something.
 */
export function abbreviateCount(value: number): string {
  const units: [number, string][] = [
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'K'],
  ];
  for (const [size, suffix] of units) {
    if (Math.abs(value) >= size) {
      // Cut, never rounded up: 999,999 is 999K, not 1000K.
      const scaled = Math.floor((value / size) * 10) / 10;
      const shown =
        scaled < 100 && scaled % 1 !== 0 ? scaled.toFixed(1) : String(Math.floor(scaled));
      return `${shown}${suffix}`;
    }
  }
  return String(value);
}

/**
 * docs/product.md §3: a Short has '#shorts' in its title or description, or lasts under 60 seconds.
 */
export function isShortVideo(video: {
  title?: string | null;
  description?: string | null;
  durationSeconds?: number | null;
}): boolean {
  const tagged = /#shorts\b/i.test(`${video.title ?? ''} ${video.description ?? ''}`);
  return (
    tagged ||
    (video.durationSeconds != null && video.durationSeconds > 0 && video.durationSeconds < 60)
  );
}
