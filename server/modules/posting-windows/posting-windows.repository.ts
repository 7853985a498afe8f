import { and, eq } from 'drizzle-orm';
import type { WindowSlot } from '@core/time/posting-windows';
import { accounts } from '@server/db/schema';
import type { Executor } from '@server/db/transaction';

/**
 * The channel's windows (null: always open). A channel the worker held for its old windows is
 * free at once: the next claim asks the new ones.
 */
export async function saveWindows(
  db: Executor,
  workspaceId: string,
  id: string,
  windows: { timeZone: string; slots: WindowSlot[] } | null,
) {
  const [row] = await db
    .update(accounts)
    .set({
      windowSlots: windows?.slots ?? null,
      windowsTimeZone: windows?.timeZone ?? null,
      windowOpensAt: null,
    })
    .where(and(eq(accounts.workspaceId, workspaceId), eq(accounts.id, id)))
    .returning({ windowSlots: accounts.windowSlots, windowsTimeZone: accounts.windowsTimeZone });
  return row!;
}
