import type { Windows } from '@core/api/posting-windows.schema';
import { channelWindows, nextOpening, type StoredWindows } from '@core/time/posting-windows';

/** What the API says of a channel's windows, open or not at `now`. */
export function windowsDto(row: StoredWindows, now: Date): Windows {
  const compiled = channelWindows(row);
  if (!compiled || !row.windowSlots) {
    return { alwaysOpen: true, timeZone: null, slots: [], opensAt: null };
  }
  const opening = nextOpening(compiled, now.getTime());
  return {
    alwaysOpen: false,
    timeZone: row.windowsTimeZone,
    slots: row.windowSlots,
    opensAt:
      opening === undefined || opening === now.getTime() ? null : new Date(opening).toISOString(),
  };
}
