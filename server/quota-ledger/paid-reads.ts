import type { FindQuota } from '@core/api/find.schema';
import { SERVER_CREDENTIAL_NAME } from '@core/api/server-credential';
import {
  credentialKey,
  nextQuotaReset,
  quotaLeft,
  READ_COST,
  type QuotaBucket,
} from '@core/posting/quota-day';
import type { ChannelDeps } from '../channel-access/channel-access';
import { findCredential } from '../channel-access/channel-access.repository';
import { readYouTube } from '../channel-access/read-youtube';
import type { Db } from '../db/database';
import { AppError } from '../http/app-error';
import { PlatformError } from '../platform/platform-error';
import type { ChannelSession } from '../platform/platform.types';
import * as ledger from './quota-ledger';
import { databaseNow } from '../db/database-clock';

export interface LedgerDeps {
  db: Db;
  /** The server's limits: a credential's own replace them (`ledger.limitsOf`). */
  posting: ledger.QuotaLimits;
}

/** The credential whose quota a read spends: a channel's (its id) or the server-level one (null). */
export interface Payer {
  credentialId: string | null;
  name: string;
}

export async function payerOf(
  db: Db,
  workspaceId: string,
  credentialId: string | null,
): Promise<Payer> {
  if (credentialId === null) return { credentialId, name: SERVER_CREDENTIAL_NAME };
  const row = await findCredential(db, workspaceId, credentialId);
  return { credentialId, name: row?.name ?? credentialId };
}

/** The payer's quota today, as every Find answer reports it. */
export async function quotaFor(deps: LedgerDeps, payer: Payer): Promise<FindQuota> {
  // The database's quota day (docs/architecture.md §3), as the ledger keeps it.
  const now = await databaseNow(deps.db);
  const { quotaDailyUnits: limit, quotaSearchCalls: searchLimit } = await ledger.limitsOfOne(
    deps.db,
    payer.credentialId,
    deps.posting,
  );
  const [buckets, reserved] = await Promise.all([
    ledger.bucketsToday(deps.db, [payer.credentialId], now),
    ledger.heldForPosting(deps.db, payer.credentialId, limit),
  ]);
  const used = buckets.get(credentialKey(payer.credentialId))!;
  return {
    credentialName: payer.name,
    used: used.default,
    limit,
    reservedForPosting: reserved,
    left: Math.max(0, limit - used.default - reserved),
    searches: {
      used: used.search,
      limit: searchLimit,
      left: quotaLeft(searchLimit, used.search),
    },
    nextReset: nextQuotaReset(now).toISOString(),
  };
}

/** The refusal when a request's units do not fit: a Find request's, or any other read's. */
export type QuotaShort = (left: number) => AppError;

const shortOf =
  (code: 'FIND_QUOTA_SHORT' | 'READ_QUOTA_SHORT', what: string): QuotaShort =>
  (left) =>
    new AppError(
      409,
      code,
      `Not enough quota left today ${what}: ${left} units left after the comments waiting to be posted.`,
      String(left),
    );

export const findQuotaShort = shortOf('FIND_QUOTA_SHORT', 'for this search');
export const readQuotaShort = shortOf('READ_QUOTA_SHORT', 'to read YouTube');

/**
 * A search asked for once the credential's searches of the day are used up (their bucket, not
 * the units): refused before anything is called, with when they come back.
 */
export const searchesSpent = (quota: FindQuota) =>
  new AppError(
    409,
    'FIND_SEARCHES_SPENT',
    `No searches left today: the ${quota.searches.limit} searches of ${quota.credentialName} are used up. They come back at ${quota.nextReset} (midnight Pacific time).`,
    quota.nextReset,
  );

/** Refused when the day's quota is spent: a channel's upkeep does not give way to posting. */
const quotaSpent: QuotaShort = () =>
  new AppError(
    503,
    'PLATFORM_QUOTA',
    "Google quota exhausted: this credential's units for today are used up.",
  );

/**
 * One request's spending: `ensure` refuses the whole request up front when its planned units (or
 * searches) do not fit (no call is made), `call` reserves each call's share of its bucket in the
 * ledger before it leaves, so the reservation stays atomic. The default bucket's limit is lowered
 * by what posting holds back (unless `holdBack` is false); the other buckets hold nothing back,
 * posting never spending them.
 */
export async function openLedger(
  deps: LedgerDeps,
  payer: Payer,
  { short = findQuotaShort, holdBack = true }: { short?: QuotaShort; holdBack?: boolean } = {},
) {
  const limits = await ledger.limitsOfOne(deps.db, payer.credentialId, deps.posting);
  const limit = limits.quotaDailyUnits;
  const reserved = holdBack ? await ledger.heldForPosting(deps.db, payer.credentialId, limit) : 0;
  let spent = 0;
  const refusal = async (bucket: QuotaBucket) => {
    const quota = await quotaFor(deps, payer);
    if (bucket === 'search') return searchesSpent(quota);
    if (bucket === 'stats') return short(0);
    return short(quota.left);
  };

  return {
    payer,
    /** Units of the default bucket this request spent: what a Find answer reports. */
    get spent() {
      return spent;
    },
    async ensure(units: number, searches = 0) {
      const quota = await quotaFor(deps, payer);
      if (quota.searches.left < searches) throw searchesSpent(quota);
      if (quota.left < units) throw short(quota.left);
    },
    async call<T>(units: number, run: () => Promise<T>, bucket: QuotaBucket = 'default') {
      const own = ledger.limitOf(limits, bucket);
      const charge = await ledger.reserve(deps.db, payer.credentialId, units, {
        now: await databaseNow(deps.db),
        limit: bucket === 'default' ? limit - reserved : own,
        bucket,
      });
      if (!charge) throw await refusal(bucket);
      const spend = () => {
        if (bucket === 'default') spent += units;
      };
      try {
        const result = await run();
        spend();
        return result;
      } catch (error) {
        if (error instanceof PlatformError && error.kind === 'quota') {
          await ledger.exhaust(deps.db, charge, own);
          // Google's answer names no bucket: the one this call took from is the one spent.
          if (bucket === 'search') throw searchesSpent(await quotaFor(deps, payer));
        } else if (error instanceof PlatformError && error.kind === 'reauth') {
          // A dead grant was refused before anything was done: the next channel pays instead.
          await ledger.refund(deps.db, charge);
        } else {
          spend();
        }
        throw error;
      }
    },
  };
}

export type Ledger = Awaited<ReturnType<typeof openLedger>>;

/**
 * Reads YouTube for the workspace as every read does (docs/platform.md §1: a connected channel's
 * grant, else the server's API key), each call paid through the ledger of the credential that
 * answers: `withSession` and `withKey` get that ledger and call through it.
 */
export function readPaid<T>(
  deps: ChannelDeps & LedgerDeps,
  workspaceId: string,
  withSession: (session: ChannelSession, ledger: Ledger) => Promise<T>,
  withKey: (apiKey: string, ledger: Ledger) => Promise<T>,
  short: QuotaShort = readQuotaShort,
): Promise<T> {
  const ledgerOf = async (credentialId: string | null) =>
    openLedger(deps, await payerOf(deps.db, workspaceId, credentialId), { short });
  return readYouTube(
    deps,
    workspaceId,
    async (session, grant) => withSession(session, await ledgerOf(grant.credentialId)),
    async (apiKey) => withKey(apiKey, await ledgerOf(null)),
  );
}

/**
 * A call a channel's upkeep needs (which channel a grant speaks for, when it is connected or
 * checked): paid like any read, but from the whole day's units, since without it the channel
 * cannot be used at all; refused only when the day is spent.
 */
export async function payForUpkeep<T>(
  deps: LedgerDeps,
  workspaceId: string | null,
  credentialId: string | null,
  run: () => Promise<T>,
) {
  const payer = await payerOf(deps.db, workspaceId ?? '', credentialId);
  const spending = await openLedger(deps, payer, { short: quotaSpent, holdBack: false });
  return spending.call(READ_COST, run);
}
