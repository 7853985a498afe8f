import type { Windows } from '../../../core/api/schedule.schema';
import {
  compileWindows,
  nextOpening,
  type WindowSlot,
} from '../../../core/schedule/posting-windows';

/** What the API says of a channel's windows, open or not at `now`. */
export function windowsDto(
  row: { windowSlots: WindowSlot[] | null; windowsTimeZone: string | null },
  now: Date,
): Windows {
  if (!row.windowSlots || !row.windowsTimeZone) {
    return { alwaysOpen: true, timeZone: null, slots: [], opensAt: null };
  }
  const compiled = compileWindows({ timeZone: row.windowsTimeZone, slots: row.windowSlots });
  const opening = nextOpening(compiled, now.getTime());
  return {
    alwaysOpen: false,
    timeZone: row.windowsTimeZone,
    slots: row.windowSlots,
    opensAt:
      opening === undefined || opening === now.getTime() ? null : new Date(opening).toISOString(),
  };
}
