import { and, eq, sql } from 'drizzle-orm';
import type { detailsRefreshUsage, visibilityUsage } from '../db/schema';
import type { Executor } from '../db/transaction';

/**
 * A workspace's own ceiling on what a background job may spend per quota day (the details
 * refresh's, the visibility checks'), beside the credential's ledger: a row per workspace and day.
 */
type AllowanceTable = typeof detailsRefreshUsage | typeof visibilityUsage;

export function dailyAllowance(table: AllowanceTable) {
  return {
    /**
     * Takes `units` of the workspace's allowance for the day, or nothing when that would go over
     * `ceiling`. One statement: two workers cannot both take the last unit.
     */
    async take(db: Executor, workspaceId: string, day: string, ceiling: number, units = 1) {
      if (units > ceiling) return false;
      const result = await db.execute(sql`
        insert into ${table} (workspace_id, day, units) values (${workspaceId}, ${day}, ${units})
        on conflict (workspace_id, day) do update set units = ${table}.units + ${units}
          where ${table}.units + ${units} <= ${ceiling}
        returning units`);
      return (result.rowCount ?? 0) > 0;
    },

    /** Gives units back: the call was not made. */
    async giveBack(db: Executor, workspaceId: string, day: string, units = 1) {
      await db
        .update(table)
        .set({ units: sql`greatest(0, ${table.units} - ${units})` })
        .where(and(eq(table.workspaceId, workspaceId), eq(table.day, day)));
    },

    async spent(db: Executor, workspaceId: string, day: string) {
      const [row] = await db
        .select({ units: table.units })
        .from(table)
        .where(and(eq(table.workspaceId, workspaceId), eq(table.day, day)));
      return row?.units ?? 0;
    },
  };
}
