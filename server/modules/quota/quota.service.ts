import type { Quota } from '@core/api/batches.schema';
import { SERVER_CREDENTIAL_NAME } from '@core/api/server-credential';
import { credentialKey, nextQuotaReset, quotaDay, quotaLeft } from '@core/posting/quota-day';
import type { Config } from '@server/config';
import type { Db } from '@server/db/database';
import * as ledger from '@server/quota-ledger/quota-ledger';
import { hasServerCredentialChannel } from '../channels/channels.repository';
import { listCredentials } from '../credentials/credentials.repository';
import { databaseNow } from '@server/db/database-clock';

export interface QuotaDeps {
  db: Db;
  posting: Config['posting'];
}

/** The buckets a person is shown: the units posting and reading share, and the searches. */
const SHOWN = ['default', 'search'] as const;

/**
 * GET /api/quota: units used and left today per credential of the workspace, each bucket's too
 * (under the credential's own limits, else the server's), and the next reset. Every call that costs
 * quota is in it: posting, look-ups, reads and searches (docs/platform.md §2). The statistics
 * bucket is the background refresh's alone, and not shown.
 */
export async function quotaToday(deps: QuotaDeps, workspaceId: string): Promise<Quota> {
  // The database's quota day (docs/architecture.md §3): the day the ledger's rows are kept under.
  const now = await databaseNow(deps.db);
  const credentials: { id: string | null; name: string }[] = (
    await listCredentials(deps.db, workspaceId)
  ).map((c) => ({ id: c.id, name: c.name }));
  if (await hasServerCredentialChannel(deps.db, workspaceId))
    credentials.push({ id: null, name: SERVER_CREDENTIAL_NAME });
  const ids = credentials.map((c) => c.id);
  const [used, limits] = await Promise.all([
    ledger.bucketsToday(deps.db, ids, now),
    ledger.limitsOf(deps.db, ids, deps.posting),
  ]);
  return {
    day: quotaDay(now),
    nextReset: nextQuotaReset(now).toISOString(),
    credentials: credentials.map((c) => {
      const key = credentialKey(c.id);
      const buckets = SHOWN.map((name) => {
        const limit = ledger.limitOf(limits.get(key)!, name);
        const spent = used.get(key)?.[name] ?? 0;
        return { name, used: spent, limit, left: quotaLeft(limit, spent) };
      });
      const [units] = buckets;
      return {
        id: key,
        name: c.name,
        used: units!.used,
        limit: units!.limit,
        left: units!.left,
        buckets,
      };
    }),
  };
}
