import type { WindowsBody } from '@core/api/posting-windows.schema';
import { normalizeSlots, slotLength } from '@core/time/posting-windows';
import type { Db } from '@server/db/database';
import { AppError, notFound } from '@server/http/app-error';
import { ownedAccounts } from '../channels/channels.repository';
import * as repo from './posting-windows.repository';
import { knownZone } from '../batches/start-time';
import { windowsDto } from './posting-windows-dto';
import { markPlanStale } from '../calendar/calendar.repository';

async function ownedChannel(db: Db, workspaceId: string, id: string) {
  const [row] = await ownedAccounts(db, workspaceId, [id]);
  if (!row) throw notFound('Channel');
  return row;
}

export async function getWindows(db: Db, workspaceId: string, id: string) {
  return windowsDto(await ownedChannel(db, workspaceId, id), new Date());
}

/**
 * docs/schedules.md §2: the channel posts only inside these slots from now on. A slot that ends
 * when it starts, or no slot at all, is refused; overlapping slots are joined and the answer says
 * so. A held channel is looked at again at once.
 */
export async function putWindows(db: Db, workspaceId: string, id: string, body: WindowsBody) {
  await ownedChannel(db, workspaceId, id);
  const timeZone = knownZone(body.timeZone);
  if (body.slots.length === 0) {
    throw new AppError(
      400,
      'WINDOWS_NEVER_OPEN',
      'With no slot at all this channel would never post: add a slot, or make it always open.',
    );
  }
  const empty = body.slots.findIndex((slot) => slotLength(slot) === 0);
  if (empty >= 0) {
    throw new AppError(
      400,
      'WINDOW_SLOT_EMPTY',
      `Slot ${empty + 1} ends when it starts: give it an end at another time.`,
      String(empty + 1),
    );
  }
  const { slots, merged } = normalizeSlots(body.slots);
  const row = await repo.saveWindows(db, workspaceId, id, { timeZone, slots });
  await markPlanStale(db, workspaceId);
  return { ...windowsDto(row, new Date()), merged };
}

/** Back to always open (the default). */
export async function clearWindows(db: Db, workspaceId: string, id: string) {
  await ownedChannel(db, workspaceId, id);
  const row = await repo.saveWindows(db, workspaceId, id, null);
  await markPlanStale(db, workspaceId);
  return windowsDto(row, new Date());
}
