import { and, asc, eq, isNotNull, lt, or, isNull, sql } from 'drizzle-orm';
import { accounts } from '../db/schema';
import { PlatformError } from '../platform/platform-error';
import { withChannel, type ChannelDeps } from './channel-access';

/** Each grant is proven alive once a day. */
export const GRANT_CHECK_EVERY_MS = 24 * 60 * 60_000;

/**
 * docs/visibility.md: a daily token refresh of each connected channel's grant (no quota), so a
 * grant Google revoked or let expire is found before a batch needs it: the channel turns
 * "reconnect needed" and its waiting comments wait for the reconnection. A network error or a 5xx
 * says nothing about the grant: it is tried again at the next round. Returns what it found.
 */
export async function checkDueGrants(deps: ChannelDeps, now: Date, limit = 20) {
  const due = await deps.db
    .select()
    .from(accounts)
    .where(
      and(
        eq(accounts.status, 'active'),
        isNotNull(accounts.refreshTokenSealed),
        or(
          isNull(accounts.grantCheckedAt),
          lt(accounts.grantCheckedAt, new Date(now.getTime() - GRANT_CHECK_EVERY_MS)),
        ),
        lt(accounts.grantedAt, new Date(now.getTime() - GRANT_CHECK_EVERY_MS)),
      ),
    )
    .orderBy(asc(sql`coalesce(${accounts.grantCheckedAt}, ${accounts.grantedAt})`))
    .limit(limit);
  const found = { alive: 0, dead: 0, unknown: 0 };
  for (const account of due) {
    try {
      await withChannel(deps, account, (session) => session.refreshGrant());
      await deps.db
        .update(accounts)
        .set({ grantCheckedAt: now })
        .where(eq(accounts.id, account.id));
      found.alive += 1;
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      // A dead grant was marked "reconnect needed" on the way (withChannel).
      if (error.kind === 'reauth') found.dead += 1;
      else found.unknown += 1;
    }
  }
  return found;
}
