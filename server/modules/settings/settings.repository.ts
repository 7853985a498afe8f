import { eq, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/transaction';
import { workspaceSettings } from '@server/db/schema';

export async function findSettings(db: Executor, workspaceId: string) {
  const [row] = await db
    .select()
    .from(workspaceSettings)
    .where(eq(workspaceSettings.workspaceId, workspaceId));
  return row;
}

export async function saveSettings(db: Executor, values: typeof workspaceSettings.$inferInsert) {
  const [row] = await db
    .insert(workspaceSettings)
    .values(values)
    .onConflictDoUpdate({
      target: workspaceSettings.workspaceId,
      set: {
        pacingSeconds: values.pacingSeconds,
        dailyCapPerChannel: values.dailyCapPerChannel,
        pauseAll: values.pauseAll,
        pauseHiddenChannels: values.pauseHiddenChannels,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return row!;
}
