import { and, eq, isNull } from 'drizzle-orm';
import type { Quota } from '../../../core/api/batches.schema';
import { SERVER_CREDENTIAL_NAME } from '../../../core/api/server-credential';
import { nextQuotaReset, quotaDay } from '../../../core/posting/quota-day';
import { accounts } from '../../db/schema';
import { credentialKey, quotaUsed } from '../../posting/quota.repository';
import type { BatchDeps } from '../batches/batches.service';
import { listCredentials } from '../credentials/credentials.repository';

/** GET /api/quota: units used and left today per credential of the user, and the next reset. */
export async function quotaToday(deps: BatchDeps, userId: string): Promise<Quota> {
  const now = new Date();
  const credentials = (await listCredentials(deps.db, userId)).map((c) => ({
    id: c.id,
    name: c.name,
  }));
  const throughServer = await deps.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), isNull(accounts.credentialId)))
    .limit(1);
  if (throughServer.length)
    credentials.push({ id: credentialKey(null), name: SERVER_CREDENTIAL_NAME });
  const used = await quotaUsed(
    deps.db,
    credentials.map((c) => c.id),
    quotaDay(now),
  );
  const limit = deps.posting.quotaDailyUnits;
  return {
    day: quotaDay(now),
    nextReset: nextQuotaReset(now).toISOString(),
    credentials: credentials.map((c) => {
      const spent = used.get(c.id) ?? 0;
      return { ...c, used: spent, limit, left: Math.max(0, limit - spent) };
    }),
  };
}
