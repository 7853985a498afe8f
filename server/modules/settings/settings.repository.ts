import { eq, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/transaction';
import { userSettings } from '@server/db/schema';

export async function findSettings(db: Executor, userId: string) {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  return row;
}

export async function saveSettings(db: Executor, values: typeof userSettings.$inferInsert) {
  const [row] = await db
    .insert(userSettings)
    .values(values)
    .onConflictDoUpdate({
      target: userSettings.userId,
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
