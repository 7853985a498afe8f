import type { Quota } from '@core/api/batches.schema';
import { SERVER_CREDENTIAL_NAME } from '@core/api/server-credential';
import { credentialKey, nextQuotaReset, quotaDay, quotaLeft } from '@core/posting/quota-day';
import type { Config } from '@server/config';
import type { Db } from '@server/db/database';
import * as ledger from '@server/quota-ledger/quota-ledger';
import { hasServerCredentialChannel } from '../channels/channels.repository';
import { listCredentials } from '../credentials/credentials.repository';

export interface QuotaDeps {
  db: Db;
  posting: Config['posting'];
}

/**
 * GET /api/quota: units used and left today per credential of the user, and the next reset.
 * Every call that costs units is in it: posting, look-ups and reads (docs/platform.md §2).
 */
export async function quotaToday(deps: QuotaDeps, userId: string): Promise<Quota> {
  const now = new Date();
  const credentials: { id: string | null; name: string }[] = (
    await listCredentials(deps.db, userId)
  ).map((c) => ({ id: c.id, name: c.name }));
  if (await hasServerCredentialChannel(deps.db, userId))
    credentials.push({ id: null, name: SERVER_CREDENTIAL_NAME });
  const limit = deps.posting.quotaDailyUnits;
  const used = await ledger.usedToday(
    deps.db,
    credentials.map((c) => c.id),
    now,
  );
  return {
    day: quotaDay(now),
    nextReset: nextQuotaReset(now).toISOString(),
    credentials: credentials.map((c) => {
      const key = credentialKey(c.id);
      const spent = used.get(key) ?? 0;
      return { id: key, name: c.name, used: spent, limit, left: quotaLeft(limit, spent) };
    }),
  };
}
