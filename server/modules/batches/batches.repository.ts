import { and, eq } from 'drizzle-orm';
import { batches } from '@server/db/schema';
import type { Executor } from '@server/db/transaction';

/** The batch, or undefined when it is not the workspace's. */
export async function findBatch(db: Executor, workspaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(batches)
    .where(and(eq(batches.workspaceId, workspaceId), eq(batches.id, id)))
    .limit(1);
  return row;
}
