import { sql } from 'drizzle-orm';
import { purgeOrphanCounts } from '@server/db/tallies';
import type { Tx } from '@server/db/transaction';

/**
 * Before a workspace's row goes (its tables cascade): what holds none of its keys to cascade
 * from. Its quota days are keyed by its credentials; its tallies hold no key (triggers wrote its
 * last changes just now).
 */
export async function dropUnkeyedWork(tx: Tx, workspaceId: string) {
  await tx.execute(sql`
    delete from quota_usage where credential_key in (
      select id::text from credentials where workspace_id = ${workspaceId})`);
}

/** After the workspace's row went: its tallies, which no key ties to it. */
export async function dropTallies(tx: Tx, workspaceId: string) {
  for (const table of ['video_counts', 'video_count_changes', 'video_sent_recounts']) {
    await tx.execute(sql`delete from ${sql.identifier(table)} where workspace_id = ${workspaceId}`);
  }
  await purgeOrphanCounts(tx);
}
