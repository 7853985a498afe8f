import type { FindQuota } from '../../../core/api/find.schema';
import { SERVER_CREDENTIAL_NAME } from '../../../core/api/server-credential';
import { credentialKey } from '../../../core/posting/eta';
import { INSERT_COST, quotaDay } from '../../../core/posting/quota-day';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { ChannelDeps, ChannelSession } from '../../channels/channel-access';
import { readYouTube } from '../../channels/read-youtube';
import { PlatformError } from '../../platform/platform-error';
import { exhaustQuota, quotaUsed, refundQuota, reserveQuota } from '../../posting/quota.repository';
import { credentialName, openCommentsOn } from './read-ledger.repository';

export interface LedgerDeps {
  db: Db;
  posting: Config['posting'];
}

/** The credential whose quota a read spends: a channel's (its id) or the server-level one (null). */
export interface Payer {
  credentialId: string | null;
  name: string;
}

export async function payerOf(db: Db, userId: string, credentialId: string | null): Promise<Payer> {
  if (credentialId === null) return { credentialId, name: SERVER_CREDENTIAL_NAME };
  return { credentialId, name: (await credentialName(db, userId, credentialId)) ?? credentialId };
}

/**
 * docs/platform.md §2: units held back for posting. Every comment already confirmed and waiting
 * on a channel of this credential will cost an insert today, so a search may never take them:
 * 50 units each, at most the whole day's quota.
 */
async function reservedForPosting(deps: LedgerDeps, payer: Payer) {
  const waiting = await openCommentsOn(deps.db, payer.credentialId);
  return Math.min(deps.posting.quotaDailyUnits, waiting * INSERT_COST);
}

/** The payer's quota today, as every Find answer reports it. */
export async function quotaOf(
  deps: LedgerDeps,
  payer: Payer,
  now = new Date(),
): Promise<FindQuota> {
  const key = credentialKey(payer.credentialId);
  const limit = deps.posting.quotaDailyUnits;
  const [used, reserved] = await Promise.all([
    quotaUsed(deps.db, [key], quotaDay(now)).then((m) => m.get(key) ?? 0),
    reservedForPosting(deps, payer),
  ]);
  return {
    credentialName: payer.name,
    used,
    limit,
    reservedForPosting: reserved,
    left: Math.max(0, limit - used - reserved),
  };
}

/** The refusal when a request's units do not fit: a Find request's, or any other read's. */
export type QuotaShort = (left: number) => AppError;

export const findQuotaShort: QuotaShort = (left) =>
  new AppError(
    409,
    'FIND_QUOTA_SHORT',
    `Not enough quota left today for this search: ${left} units left after the comments waiting to be posted.`,
    String(left),
  );

export const readQuotaShort: QuotaShort = (left) =>
  new AppError(
    409,
    'READ_QUOTA_SHORT',
    `Not enough quota left today to read YouTube: ${left} units left after the comments waiting to be posted.`,
    String(left),
  );

/**
 * One request's spending: `ensure` refuses the whole request up front when its planned units do
 * not fit (no call is made), `call` reserves each call's units in the posting ledger before it
 * leaves, with the limit lowered by what posting holds back, so the reservation stays atomic.
 */
export async function openLedger(deps: LedgerDeps, payer: Payer, short = findQuotaShort) {
  const key = credentialKey(payer.credentialId);
  const day = quotaDay(new Date());
  const limit = deps.posting.quotaDailyUnits;
  const reserved = await reservedForPosting(deps, payer);
  let spent = 0;

  return {
    payer,
    get spent() {
      return spent;
    },
    async ensure(units: number) {
      const quota = await quotaOf(deps, payer);
      if (quota.left < units) throw short(quota.left);
    },
    async call<T>(units: number, run: () => Promise<T>): Promise<T> {
      if (!(await reserveQuota(deps.db, key, day, units, limit - reserved)))
        throw short((await quotaOf(deps, payer)).left);
      try {
        const result = await run();
        spent += units;
        return result;
      } catch (error) {
        if (error instanceof PlatformError && error.kind === 'quota') {
          // Google says the day is spent: the ledger agrees, so nothing more is tried today.
          await exhaustQuota(deps.db, key, day, limit);
        } else if (error instanceof PlatformError && error.kind === 'reauth') {
          // A dead grant was refused before anything was done: the next channel pays instead.
          await refundQuota(deps.db, key, day, units);
        } else {
          spent += units;
        }
        throw error;
      }
    },
  };
}

export type Ledger = Awaited<ReturnType<typeof openLedger>>;

/**
 * Reads YouTube for the user as every read does (docs/platform.md §1: a connected channel's
 * grant, else the server's API key), each call paid through the ledger of the credential that
 * answers: `withSession` and `withKey` get that ledger and call through it.
 */
export function readPaid<T>(
  deps: ChannelDeps & LedgerDeps,
  userId: string,
  withSession: (session: ChannelSession, ledger: Ledger) => Promise<T>,
  withKey: (apiKey: string, ledger: Ledger) => Promise<T>,
  short: QuotaShort = readQuotaShort,
): Promise<T> {
  const ledgerOf = async (credentialId: string | null) =>
    openLedger(deps, await payerOf(deps.db, userId, credentialId), short);
  return readYouTube(
    deps,
    userId,
    async (session, grant) => withSession(session, await ledgerOf(grant.credentialId)),
    async (apiKey) => withKey(apiKey, await ledgerOf(null)),
  );
}
