import { describe, expect, it } from 'vitest';
import { quotaDay } from '@core/posting/quota-day';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';
import { postingHelpers } from '../test/posting';
import { useTestInbox } from '../test/test-inbox';
import { usePlatformTestApp } from '../test/use-test-app';
import { markNeedsReconnect } from '../channel-access/channel-access.repository';
import { EMAILS_PER_HOUR } from './dispatcher';
import { purgeExpired } from '../housekeeping';

// docs/notifications.md through a real SMTP server: what a user is told, where, and how often.
const env: Record<string, string> = { PUBLIC_URL: 'https://comments.example.com' };
const inbox = useTestInbox(env);
const t = usePlatformTestApp({ env });
const { send, setUp, launchText, drain } = postingHelpers(t);

type Page = {
  items: { id: string; type: string; data: Record<string, unknown>; readAt: string | null }[];
  unread: number;
  nextBefore: string | null;
};
const centre = async (cookie: string, query = '') =>
  (await send('GET', `/api/notifications${query}`, cookie)).json<Page>();
const dispatch = (slow = false) => t.app.dispatcher.runOnce({ slow });
const verify = (userId: string) =>
  t.pool.query('update users set email_verified_at = now() where id = $1', [userId]);
/** The emails to `email` about events (registration's "confirm your address" aside). */
const emailsTo = (email: string) =>
  inbox.mails.filter((mail) => mail.to.includes(email) && !mail.subject.startsWith('Confirm'));
/** The first email about an event to `email`, waited for. */
async function eventEmail(email: string) {
  await expect.poll(() => emailsTo(email).length, { timeout: 10_000 }).toBeGreaterThan(0);
  return emailsTo(email)[0]!;
}
const emailOf = async (userId: string) =>
  (await t.pool.query<{ email: string }>('select email from users where id = $1', [userId]))
    .rows[0]!.email;
/** Lets the SMTP server receive what the mailer sends. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('the notification centre', () => {
  it('is told at once: an event wakes the dispatcher, which does not wait for its own round', async () => {
    const user = await setUp([DEMO_CHANNEL.aliceCooks], ['vidAAAAAAA1']);
    const batch = await launchText(user.cookie, user.accountIds, user.videoIds, 'At once');
    const finished = Date.now();
    expect((await drain(user.cookie, batch.id)).status).toBe('done');
    // No runOnce: the loop the server runs, woken by the event's commit (its own round and
    // the due watch's look are minutes and seconds away; docs/architecture.md §3).
    await expect.poll(async () => (await centre(user.cookie)).unread, { timeout: 2000 }).toBe(1);
    expect(Date.now() - finished).toBeLessThan(10_000);
  });

  it('tells of a finished batch with its counts, unread until opened; no email by default', async () => {
    const user = await setUp([DEMO_CHANNEL.aliceCooks], ['vidAAAAAAA1', 'vidBBBBBBB2']);
    await verify(user.userId);
    const batch = await launchText(user.cookie, user.accountIds, user.videoIds, 'Well done');
    expect((await drain(user.cookie, batch.id)).status).toBe('done');
    await dispatch();

    const page = await centre(user.cookie);
    expect(page.unread).toBe(1);
    expect(page.items).toEqual([
      expect.objectContaining({
        type: 'batch.finished',
        readAt: null,
        data: {
          batchId: batch.id,
          total: 2,
          posted: 2,
          failed: 0,
          unconfirmed: 0,
          cancelled: false,
        },
      }),
    ]);
    const count = await send('GET', '/api/notifications/unread-count', user.cookie);
    expect(count.json()).toEqual({ unread: 1 });

    const read = await send('POST', '/api/notifications/read', user.cookie, {
      ids: [page.items[0]!.id],
    });
    expect(read.json()).toEqual({ unread: 0 });
    expect((await centre(user.cookie)).items[0]!.readAt).not.toBeNull();
    await settle();
    expect(emailsTo(await emailOf(user.userId))).toEqual([]);
  });

  it("shows a user only their own, and another user's ids change nothing", async () => {
    const owner = await setUp([DEMO_CHANNEL.aliceCooks], ['vidAAAAAAA1']);
    const other = await setUp([DEMO_CHANNEL.bobBuilds], ['vidAAAAAAA1']);
    const batch = await launchText(owner.cookie, owner.accountIds, owner.videoIds, 'Mine');
    await drain(owner.cookie, batch.id);
    await dispatch();
    const [mine] = (await centre(owner.cookie)).items;
    expect((await centre(other.cookie)).items).toEqual([]);
    await send('POST', '/api/notifications/read', other.cookie, { ids: [mine!.id] });
    await send('POST', '/api/notifications/read', other.cookie, { all: true });
    expect((await centre(owner.cookie)).unread).toBe(1);
  });

  it('keeps each notification 90 days', async () => {
    const finished = { total: 1, posted: 1, failed: 0, unconfirmed: 0, cancelled: false };
    const user = await setUp([DEMO_CHANNEL.aliceCooks], []);
    for (const days of [89, 91])
      await t.pool.query(
        `insert into notifications (user_id, type, data, shown, created_at)
         values ($1, 'batch.finished', $2, true, now() - make_interval(days => $3))`,
        [user.userId, { ...finished, batchId: `batch-of-${days}-days-ago` }, days],
      );
    await purgeExpired(t.db);
    const { items } = await centre(user.cookie);
    expect(items.map((n) => n.data.batchId)).toEqual(['batch-of-89-days-ago']);
  });

  it('pages newest first, 20 at a time by default, and marks all read at once', async () => {
    const user = await setUp([DEMO_CHANNEL.aliceCooks], []);
    await t.pool.query(
      `insert into notifications (user_id, type, data, created_at, dispatched_at, shown)
       select $1, 'quota.low', jsonb_build_object('credentialId', null, 'credentialName', 'Default',
         'used', 9000 + n, 'limit', 10000, 'day', '2026-11-26'),
         now() - n * interval '1 minute', now(), true
       from generate_series(1, 45) n`,
      [user.userId],
    );
    const first = await centre(user.cookie);
    expect(first.items).toHaveLength(20);
    expect(first.unread).toBe(45);
    expect(first.items[0]!.data.used).toBe(9001);
    const second = await centre(user.cookie, `?before=${first.nextBefore}`);
    expect(second.items[0]!.data.used).toBe(9021);
    const third = await centre(user.cookie, `?before=${second.nextBefore}`);
    expect(third.items).toHaveLength(5);
    expect(third.nextBefore).toBeNull();
    await send('POST', '/api/notifications/read', user.cookie, { all: true });
    expect((await centre(user.cookie)).unread).toBe(0);
  });
});

describe('by email', () => {
  it('emails a channel to reconnect at once, once, in the reader’s language', async () => {
    const user = await setUp([DEMO_CHANNEL.aliceCooks], []);
    await verify(user.userId);
    await send('PUT', '/api/account/language', user.cookie, { language: 'zh-CN' });
    const email = await emailOf(user.userId);
    // Two failures of the same grant: told once.
    await markNeedsReconnect(t.db, user.accountIds[0]!, 'Token has been expired or revoked.');
    await markNeedsReconnect(t.db, user.accountIds[0]!, 'Token has been expired or revoked.');
    await dispatch();
    const mail = await eventEmail(email);
    expect(mail.subject).toBe('请重新连接 Alice Cooks');
    expect(mail.text).toContain(
      'Google 不再接受 Alice Cooks 的连接（Token has been expired or revoked.）',
    );
    // Its button opens the page in the email's language (docs/email.md §3).
    expect(mail.text).toContain('https://comments.example.com/accounts?lang=zh-CN');
    expect(mail.html).toContain('href="https://comments.example.com/accounts?lang=zh-CN"');
    await settle();
    expect(emailsTo(email)).toHaveLength(1);
    expect((await centre(user.cookie)).items.map((n) => n.type)).toEqual([
      'channel.reconnectNeeded',
    ]);
  });

  it('never emails an address that is not confirmed: the centre tells instead', async () => {
    const user = await setUp([DEMO_CHANNEL.aliceCooks], []);
    await send('PUT', '/api/notifications/preferences', user.cookie, {
      events: { 'channel.reconnectNeeded': { inApp: false, email: 'now' } },
    });
    await markNeedsReconnect(t.db, user.accountIds[0]!, 'revoked');
    await dispatch();
    await settle();
    expect(emailsTo(await emailOf(user.userId))).toHaveLength(0);
    expect((await centre(user.cookie)).items).toHaveLength(1);
  });

  it(`sends at most ${EMAILS_PER_HOUR} an hour; the rest wait for the digest`, async () => {
    const user = await setUp([DEMO_CHANNEL.aliceCooks], []);
    await verify(user.userId);
    const email = await emailOf(user.userId);
    for (let i = 0; i < EMAILS_PER_HOUR + 3; i++) {
      await t.pool.query('update accounts set status = $1 where id = $2', [
        'active',
        user.accountIds[0],
      ]);
      await markNeedsReconnect(t.db, user.accountIds[0]!, `failure ${i}`);
    }
    await dispatch();
    await settle();
    await expect.poll(() => emailsTo(email).length, { timeout: 15_000 }).toBe(EMAILS_PER_HOUR);
    const waiting = await t.pool.query(
      `select count(*)::int as n from notifications where user_id = $1 and digest = 'waiting'`,
      [user.userId],
    );
    expect(waiting.rows[0].n).toBe(3);
  });

  it('refuses "at once" for an event that does not need the user', async () => {
    const user = await setUp([DEMO_CHANNEL.aliceCooks], []);
    const refused = await send('PUT', '/api/notifications/preferences', user.cookie, {
      events: { 'batch.finished': { inApp: true, email: 'now' } },
    });
    expect(refused.statusCode).toBe(400);
    const prefs = await send('GET', '/api/notifications/preferences', user.cookie);
    expect(prefs.json().prefs.events['batch.finished']).toEqual({ inApp: true, email: 'off' });
  });
});

describe('the digest', () => {
  it('groups what waited into one email with a one-click unsubscribe that works once signed', async () => {
    const user = await setUp([DEMO_CHANNEL.aliceCooks], ['vidAAAAAAA1', 'vidBBBBBBB2']);
    await verify(user.userId);
    const email = await emailOf(user.userId);
    await send('PUT', '/api/notifications/preferences', user.cookie, {
      digest: 'hourly',
      events: { 'batch.finished': { inApp: true, email: 'digest' } },
    });
    for (const videoId of user.videoIds) {
      const batch = await launchText(user.cookie, user.accountIds, [videoId], 'Digest me');
      await drain(user.cookie, batch.id);
    }
    await dispatch();
    // They happened before the last top of the hour (the digest sends what waited until then).
    await t.pool.query(
      `update notifications set created_at = now() - interval '2 hours' where user_id = $1`,
      [user.userId],
    );
    await dispatch(true);
    const mail = await eventEmail(email);
    expect(mail.subject).toBe('2 updates from Multi-Comment Manager');
    expect(
      mail.text.match(/A batch of 1 comment has finished: 1 posted, 0 failed\./g),
    ).toHaveLength(2);
    expect(mail.headers['list-unsubscribe']).toMatch(
      /<https:\/\/comments\.example\.com\/api\/notifications\/unsubscribe\?token=[^>]+>/,
    );
    expect(mail.headers['list-unsubscribe-post']).toContain('List-Unsubscribe=One-Click');
    expect(mail.text).toMatch(
      /Stop these digests:\nhttps:\/\/comments\.example\.com\/unsubscribe\?token=[\w.-]+&lang=en\n/,
    );
    expect(mail.text).toContain('https://comments.example.com/dashboard?lang=en');

    // Nothing more until the next hour.
    await dispatch(true);
    await settle();
    expect(emailsTo(email)).toHaveLength(1);

    // A mail client's one-click: a form post from elsewhere, no session.
    const address = /<https:\/\/comments\.example\.com(\/api\/[^>]+)>/.exec(
      mail.headers['list-unsubscribe']!,
    )![1]!;
    const forged = await t.app.inject({
      method: 'POST',
      url: address.replace(/token=[^.]+\./, 'token=00000000-0000-4000-8000-000000000000.'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(400);
    const oneClick = await t.app.inject({
      method: 'POST',
      url: address,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.example.net',
      },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(204);
    const prefs = await send('GET', '/api/notifications/preferences', user.cookie);
    expect(prefs.json().prefs.events['batch.finished']).toEqual({ inApp: true, email: 'off' });
    // Critical ones still come at once.
    expect(prefs.json().prefs.events['channel.reconnectNeeded'].email).toBe('now');
  });
});

describe('the bell', () => {
  it('counts unread notifications up to 100, however many there are', async () => {
    const user = await setUp([DEMO_CHANNEL.aliceCooks], []);
    const many = (n: number) =>
      t.pool.query(
        `insert into notifications (user_id, type, data, dispatched_at, shown)
         select $1, 'digest', jsonb_build_object('count', 1, 'since', '2026-11-27T00:00:00.000Z'), now(), true
         from generate_series(1, $2)`,
        [user.userId, n],
      );
    await many(99);
    const count = async () =>
      (await send('GET', '/api/notifications/unread-count', user.cookie)).json<{ unread: number }>()
        .unread;
    expect(await count()).toBe(99);
    await many(60);
    expect(await count()).toBe(100);
    expect((await centre(user.cookie)).unread).toBe(100);
  });
});

describe('what no single action causes', () => {
  it('warns at 90% of a quota and when it is spent, once a day each', async () => {
    const user = await setUp([DEMO_CHANNEL.aliceCooks], []);
    const day = quotaDay(new Date());
    const use = (units: number) =>
      t.pool.query(
        `insert into quota_usage (credential_key, day, units) values ($1, $2, $3)
         on conflict (credential_key, day) do update set units = excluded.units`,
        [user.credential.id, day, units],
      );
    await use(9_100);
    await dispatch(true);
    await dispatch(true);
    await use(9_990);
    await dispatch(true);
    const types = (await centre(user.cookie)).items.map((n) => n.type);
    expect(types).toEqual(['quota.spent', 'quota.low']);
    const [spent] = (await centre(user.cookie)).items;
    expect(spent!.data).toMatchObject({ credentialName: 'My project', used: 9_990, limit: 10_000 });
  });

  it("warns at 90% of a credential's own raised quota, not of the server's", async () => {
    const user = await setUp([DEMO_CHANNEL.aliceCooks], []);
    await t.pool.query('update credentials set quota_daily_units = 20000 where id = $1', [
      user.credential.id,
    ]);
    const use = (units: number) =>
      t.pool.query(
        `insert into quota_usage (credential_key, day, units) values ($1, $2, $3)
         on conflict (credential_key, day) do update set units = excluded.units`,
        [user.credential.id, quotaDay(new Date()), units],
      );
    await use(10_000);
    await dispatch(true);
    expect((await centre(user.cookie)).items).toEqual([]);
    await use(18_000);
    await dispatch(true);
    const [low] = (await centre(user.cookie)).items;
    expect(low).toMatchObject({ type: 'quota.low', data: { used: 18_000, limit: 20_000 } });
  });

  it('tells of a connection Google ends within 2 days, once per grant', async () => {
    const user = await setUp([DEMO_CHANNEL.aliceCooks], []);
    await t.pool.query(
      `update accounts set grant_expires_at = now() + interval '36 hours' where id = $1`,
      [user.accountIds[0]],
    );
    await dispatch(true);
    await dispatch(true);
    const { items } = await centre(user.cookie);
    expect(items.map((n) => n.type)).toEqual(['channel.expiring']);
    expect(items[0]!.data).toMatchObject({ channelTitle: 'Alice Cooks' });
  });

  it('tells in the centre of an email the mail server refused for 24 hours, once', async () => {
    const user = await setUp([DEMO_CHANNEL.aliceCooks], []);
    await t.pool.query(
      `insert into mail_outbox (user_id, kind, to_address, subject, status, attempts, last_error)
       values ($1, 'event.channel.reconnectNeeded', 'x@example.com', 'Reconnect Alice Cooks',
               'failed', 12, '550 mailbox unavailable')`,
      [user.userId],
    );
    await dispatch(true);
    await dispatch(true);
    const { items } = await centre(user.cookie);
    expect(items).toEqual([
      expect.objectContaining({
        type: 'email.failed',
        data: expect.objectContaining({
          subject: 'Reconnect Alice Cooks',
          error: '550 mailbox unavailable',
        }),
      }),
    ]);
  });
});
