import type {
  Notification,
  NotificationPage,
  UpdatePrefsBody,
} from '@core/api/notifications.schema';
import type { Db } from '@server/db/database';
import { prefsOf, readUnsubscribeToken } from '@server/notify/dispatcher';
import type { Mailer } from '@server/mail/mailer';
import type { SecretBox } from '@server/security/secret-box';
import * as repo from './notifications.repository';

export async function page(
  db: Db,
  userId: string,
  query: { before?: string; limit: number; unreadOnly: boolean },
): Promise<NotificationPage> {
  const [rows, unread] = await Promise.all([
    repo.listNotifications(db, userId, query),
    repo.countUnread(db, userId),
  ]);
  const items = rows.slice(0, query.limit).map(
    (row) =>
      ({
        id: row.id,
        type: row.type,
        data: row.data,
        createdAt: row.createdAt.toISOString(),
        readAt: row.readAt?.toISOString() ?? null,
      }) as Notification,
  );
  return {
    items,
    unread,
    nextBefore: rows.length > query.limit ? (items.at(-1)?.id ?? null) : null,
  };
}

export const unread = async (db: Db, userId: string) => ({
  unread: await repo.countUnread(db, userId),
});

export async function read(db: Db, userId: string, body: { ids: string[] } | { all: true }) {
  await repo.markRead(db, userId, 'ids' in body ? body.ids : undefined);
  return unread(db, userId);
}

export async function settings(deps: { db: Db; mailer: Mailer }, userId: string) {
  const row = await repo.findPrefs(deps.db, userId);
  return {
    prefs: prefsOf(row?.prefs ?? null),
    mailEnabled: deps.mailer.enabled,
    emailVerified: row?.emailVerified ?? false,
  };
}

/** Merges the choices given into the stored ones; an event no longer in the digest leaves it. */
export async function updateSettings(
  deps: { db: Db; mailer: Mailer },
  userId: string,
  body: UpdatePrefsBody,
) {
  const current = prefsOf((await repo.findPrefs(deps.db, userId))?.prefs ?? null);
  const next = {
    digest: body.digest ?? current.digest,
    events: { ...current.events, ...body.events },
  };
  await deps.db.transaction(async (tx) => {
    await repo.savePrefs(tx, userId, next);
    if (!Object.values(next.events).some((choice) => choice.email === 'digest')) {
      await repo.dropWaitingDigest(tx, userId);
    }
  });
  return settings(deps, userId);
}

/**
 * The digest's unsubscribe link: every event chosen for the digest is emailed no more (those
 * emailed at once stay as they are). False when the token's signature is wrong.
 */
export async function unsubscribe(deps: { db: Db; secrets: SecretBox }, token: string) {
  const userId = readUnsubscribeToken(deps.secrets, token);
  if (!userId) return false;
  const row = await repo.findPrefs(deps.db, userId);
  if (!row) return true; // the account is gone: nothing is sent to it anyway
  const current = prefsOf(row.prefs);
  const events = Object.fromEntries(
    Object.entries(current.events).map(([type, choice]) => [
      type,
      choice.email === 'digest' ? { ...choice, email: 'off' as const } : choice,
    ]),
  ) as typeof current.events;
  await deps.db.transaction(async (tx) => {
    await repo.savePrefs(tx, userId, { ...current, events });
    await repo.dropWaitingDigest(tx, userId);
  });
  return true;
}
