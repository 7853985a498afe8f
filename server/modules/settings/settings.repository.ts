import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { userSettings } from '../../db/schema';

export async function findSettings(db: Db, userId: string) {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  return row;
}

export async function saveSettings(db: Db, values: typeof userSettings.$inferInsert) {
  const [row] = await db
    .insert(userSettings)
    .values(values)
    .onConflictDoUpdate({
      target: userSettings.userId,
      set: {
        pacingSeconds: values.pacingSeconds,
        dailyCapPerChannel: values.dailyCapPerChannel,
        pauseAll: values.pauseAll,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return row!;
}
