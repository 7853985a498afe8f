import type { Batch } from '@core/api/batches.schema';

/** A batch's status badge: scheduled and paused stand out, the rest are blue. */
export const STATUS_COLOR: Partial<Record<Batch['status'], string>> = {
  paused: 'yellow',
  scheduled: 'grape',
};

// Grape is the scheduled batches' own colour: no channel takes it.
const PALETTE = ['blue', 'teal', 'orange', 'pink', 'cyan', 'lime', 'indigo', 'red', 'yellow'];

/** One colour per channel, the same on every screen of the calendar (by name, then id). */
export function channelColors(channels: readonly { id: string; name: string }[]) {
  const sorted = [...channels].sort(
    (a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
  );
  return new Map(sorted.map((c, i) => [c.id, PALETTE[i % PALETTE.length]!]));
}
