import type { Quota } from '../../../core/api/batches.schema';
import { SERVER_CREDENTIAL_NAME } from '../../../core/api/server-credential';
import { credentialKey, quotaLeft } from '../../../core/posting/eta';
import { nextQuotaReset, quotaDay } from '../../../core/posting/quota-day';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { quotaUsed } from '../../posting/quota.repository';
import { hasServerCredentialChannel } from '../accounts/accounts.repository';
import { listCredentials } from '../credentials/credentials.repository';

export interface QuotaDeps {
  db: Db;
  posting: Config['posting'];
}

/** GET /api/quota: units used and left today per credential of the user, and the next reset. */
export async function quotaToday(deps: QuotaDeps, userId: string): Promise<Quota> {
  const now = new Date();
  const credentials = (await listCredentials(deps.db, userId)).map((c) => ({
    id: c.id,
    name: c.name,
  }));
  if (await hasServerCredentialChannel(deps.db, userId))
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
      return { ...c, used: spent, limit, left: quotaLeft(limit, spent) };
    }),
  };
}
