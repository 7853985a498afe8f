import { verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { DeleteAccountBody } from '@core/api/profile.schema';
import { formatDateTime } from '@core/format/date-time';
import { isLanguage } from '@core/languages';
import type { ChannelDeps } from '@server/channel-access/channel-access';
import { mailOutbox, users } from '@server/db/schema';
import { AppError } from '@server/http/app-error';
import type { Mailer } from '@server/mail/mailer';
import { findUserById } from '../auth/auth.repository';
import { clearAccounts } from '../channels/channels.service';
import { dropTallies, dropUnkeyedWork } from '../workspaces/workspace-work';

/** An account with no password proves it is its owner by a Google sign-in this recent. */
export const FRESH_SIGN_IN_MS = 10 * 60_000;

/**
 * docs/security.md §8: deleting the account. Confirmed with the password (or, without one, a
 * Google sign-in in the last 10 minutes); every channel's grant is revoked at Google and its
 * waiting comments cancelled, then the user's row goes and every row of theirs with it, their
 * personal workspace and its work included (the tables cascade), in one transaction with the
 * email that says so.
 */
export async function deleteAccount(
  deps: ChannelDeps & { mailer: Mailer },
  userId: string,
  /** When the browser asking signed in (a Google-only account must have just done so). */
  signedInAt: Date | null,
  body: DeleteAccountBody,
) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError(404, 'NOT_FOUND', 'Not found.');
  if (user.passwordHash) {
    if (!(await verify(user.passwordHash, body.password ?? ''))) {
      throw new AppError(400, 'WRONG_PASSWORD', 'The password is not right.');
    }
  } else if (!signedInAt || Date.now() - signedInAt.getTime() > FRESH_SIGN_IN_MS) {
    throw new AppError(
      403,
      'REAUTH_NEEDED',
      'Sign in with Google again, then delete the account within 10 minutes.',
    );
  }

  // The person's personal workspace has their id (migration 0042) and goes with them.
  const personal = userId;
  const { cleared } = await clearAccounts(deps, personal);
  await deps.db.transaction(async (tx) => {
    // Rows no cascade takes: their emails, and the quota days of their workspace's credentials.
    await tx.delete(mailOutbox).where(eq(mailOutbox.userId, userId));
    await dropUnkeyedWork(tx, personal);
    if (deps.mailer.enabled) {
      const language = isLanguage(user.language) ? user.language : 'en';
      await deps.mailer.queue(tx, {
        userId: null,
        to: user.email,
        kind: 'accountDeleted',
        language,
        vars: {
          at: `${formatDateTime(new Date().toISOString(), language, 'UTC')} UTC`,
          channels: cleared,
        },
      });
    }
    // Every other row of theirs goes with this one (the tables cascade), but the tallies, which
    // hold no key to cascade from (triggers wrote the workspace's last changes just now).
    await tx.delete(users).where(eq(users.id, userId));
    await dropTallies(tx, personal);
  });
  deps.mailer.wake();
  return { channelsRevoked: cleared };
}
