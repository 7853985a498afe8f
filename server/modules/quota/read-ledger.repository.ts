import { sql } from 'drizzle-orm';
import { OPEN_COMMENT_STATUSES } from '../../../core/posting/states';
import { credentials } from '../../db/schema';
import { statusList } from '../../db/sql-helpers';
import type { Executor } from '../../db/transaction';

/**
 * Comments confirmed and not yet settled (pending, posting, verifying) on the channels of one
 * credential, every user's: the server-level credential (null) is shared by all, and its ledger
 * too. Paused batches count: they may be resumed today. Read from the batch tallies.
 */
export async function openCommentsOn(db: Executor, credentialId: string | null) {
  const result = await db.execute<{ n: number }>(
    sql`select coalesce(sum(t.n), 0)::int as n
          from batch_tallies t
          join accounts a on a.id = t.account_id
         where t.status in (${statusList(OPEN_COMMENT_STATUSES)})
           and a.credential_id is not distinct from ${credentialId}::uuid`,
  );
  return result.rows[0]?.n ?? 0;
}

/** The name of the user's credential, for the quota line; undefined when it is not theirs. */
export async function credentialName(db: Executor, userId: string, id: string) {
  const [row] = await db
    .select({ name: credentials.name })
    .from(credentials)
    .where(sql`${credentials.userId} = ${userId} and ${credentials.id} = ${id}`)
    .limit(1);
  return row?.name;
}
