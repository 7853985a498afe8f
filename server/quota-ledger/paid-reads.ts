import type { FindQuota } from '@core/api/find.schema';
import { SERVER_CREDENTIAL_NAME } from '@core/api/server-credential';
import { credentialKey, READ_COST } from '@core/posting/quota-day';
import type { ChannelDeps } from '../channel-access/channel-access';
import { findCredential } from '../channel-access/channel-access.repository';
import { readYouTube } from '../channel-access/read-youtube';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { AppError } from '../http/app-error';
import { PlatformError } from '../platform/platform-error';
import type { ChannelSession } from '../platform/platform.types';
import * as ledger from './quota-ledger';

export interface LedgerDeps {
  db: Db;
  posting: Pick<Config['posting'], 'quotaDailyUnits'>;
}

/** The credential whose quota a read spends: a channel's (its id) or the server-level one (null). */
export interface Payer {
  credentialId: string | null;
  name: string;
}

export async function payerOf(db: Db, userId: string, credentialId: string | null): Promise<Payer> {
  if (credentialId === null) return { credentialId, name: SERVER_CREDENTIAL_NAME };
  const row = await findCredential(db, userId, credentialId);
  return { credentialId, name: row?.name ?? credentialId };
}

/** The payer's quota today, as every Find answer reports it. */
export async function quotaFor(
  deps: LedgerDeps,
  payer: Payer,
  now = new Date(),
): Promise<FindQuota> {
  const limit = deps.posting.quotaDailyUnits;
  const [used, reserved] = await Promise.all([
    ledger
      .usedToday(deps.db, [payer.credentialId], now)
      .then((m) => m.get(credentialKey(payer.credentialId)) ?? 0),
    ledger.heldForPosting(deps.db, payer.credentialId, limit),
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

/** Refused when the day's quota is spent: a channel's upkeep does not give way to posting. */
const quotaSpent: QuotaShort = () =>
  new AppError(
    503,
    'PLATFORM_QUOTA',
    "Google quota exhausted: this credential's units for today are used up.",
  );

/**
 * One request's spending: `ensure` refuses the whole request up front when its planned units do
 * not fit (no call is made), `call` reserves each call's units in the ledger before it leaves,
 * with the limit lowered by what posting holds back (unless `holdBack` is false), so the
 * reservation stays atomic.
 */
export async function openLedger(
  deps: LedgerDeps,
  payer: Payer,
  { short = findQuotaShort, holdBack = true }: { short?: QuotaShort; holdBack?: boolean } = {},
) {
  const limit = deps.posting.quotaDailyUnits;
  const reserved = holdBack ? await ledger.heldForPosting(deps.db, payer.credentialId, limit) : 0;
  let spent = 0;

  return {
    payer,
    get spent() {
      return spent;
    },
    async ensure(units: number) {
      const quota = await quotaFor(deps, payer);
      if (quota.left < units) throw short(quota.left);
    },
    async call<T>(units: number, run: () => Promise<T>): Promise<T> {
      const charge = await ledger.reserve(deps.db, payer.credentialId, units, {
        now: new Date(),
        limit: limit - reserved,
      });
      if (!charge) throw short((await quotaFor(deps, payer)).left);
      try {
        const result = await run();
        spent += units;
        return result;
      } catch (error) {
        if (error instanceof PlatformError && error.kind === 'quota') {
          await ledger.exhaust(deps.db, charge, limit);
        } else if (error instanceof PlatformError && error.kind === 'reauth') {
          // A dead grant was refused before anything was done: the next channel pays instead.
          await ledger.refund(deps.db, charge);
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
    openLedger(deps, await payerOf(deps.db, userId, credentialId), { short });
  return readYouTube(
    deps,
    userId,
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
  userId: string | null,
  credentialId: string | null,
  run: () => Promise<T>,
) {
  const payer = await payerOf(deps.db, userId ?? '', credentialId);
  const spending = await openLedger(deps, payer, { short: quotaSpent, holdBack: false });
  return spending.call(READ_COST, run);
}
