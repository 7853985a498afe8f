import type { FastifyBaseLogger } from 'fastify';
import {
  defaultPrefs,
  isCentreEvent,
  type EventData,
  type EventType,
  type NotificationPrefs,
  type NotifiedEvent,
} from '@core/api/notifications.schema';
import { isLanguage, type Language } from '@core/languages';
import { withLinkLanguage } from '@core/i18n/link-language';
import { eventLink } from '@core/notifications/event-link';
import { digestDue } from '@core/notifications/digest-time';
import type { Db } from '../db/database';
import type { Tx } from '../db/transaction';
import { tFor } from '../i18n/catalogue';
import { BACKSTOP_MS, createLoop } from '@server/background/loop';
import type { Mailer } from '../mail/mailer';
import type { SecretBox } from '../security/secret-box';
import { queueDeliveries } from '../webhook-delivery/delivery.repository';
import { tellPerson } from './emit';
import * as repo from './notify.repository';
import { eventText } from './event-texts';
import { emitExpiringConnections, emitFailedEmails, emitQuotaWarnings } from './watches';
import { databaseNow } from '../db/database-clock';

/** docs/notifications.md §4: never more than this many emails about events per user per hour. */
export const EMAILS_PER_HOUR = 10;
/** A digest lists at most this many events; the rest wait for the next one. */
const DIGEST_MAX_ITEMS = 50;
const SLOW_ROUND_MS = 30_000;

export interface DispatcherDeps {
  db: Db;
  mailer: Mailer;
  secrets: SecretBox;
  /** Where emailed links point (config.ts `linkBase`). */
  linkBase: string;
  /** A credential's units per day: 90% of it is "low". */
  quotaDailyUnits: number;
  /** Deliveries were queued for webhooks: their sender may start at once. */
  onDeliveries?: () => void;
  log: FastifyBaseLogger;
}

/** The user's choices, the defaults filling what they never chose. */
export function prefsOf(stored: NotificationPrefs | null): NotificationPrefs {
  const defaults = defaultPrefs();
  return stored
    ? { digest: stored.digest, events: { ...defaults.events, ...stored.events } }
    : defaults;
}

const languageOf = (value: string): Language => (isLanguage(value) ? value : 'en');

/**
 * The digest's unsubscribe addresses, signed so they need no session and no stored row: the page
 * a reader opens from the email (a button there stops them: a link scanner's GET changes
 * nothing), and the one mail clients POST to at once (List-Unsubscribe, RFC 8058).
 */
export function unsubscribeUrls(
  deps: Pick<DispatcherDeps, 'secrets' | 'linkBase'>,
  userId: string,
) {
  const token = `${userId}.${deps.secrets.sign(`unsubscribe-digest:${userId}`)}`;
  return {
    page: `${deps.linkBase}/unsubscribe?token=${token}`,
    oneClick: `${deps.linkBase}/api/notifications/unsubscribe?token=${token}`,
  };
}

/** The user id a signed unsubscribe token names, or undefined when the signature is wrong. */
export function readUnsubscribeToken(secrets: SecretBox, token: string) {
  const [userId, signature] = token.split('.');
  if (!userId || !signature) return undefined;
  return secrets.verify(`unsubscribe-digest:${userId}`, signature) ? userId : undefined;
}

/**
 * docs/notifications.md §2: applies each user's choices to their new events, once each: shown in
 * the centre, emailed now, or kept for the digest, in one transaction with the email it queues.
 * And sends the digests that are due. Runs in the server process beside the mailer.
 */
export function createDispatcher(deps: DispatcherDeps) {
  const { db, mailer, log } = deps;
  let lastDigestRound = 0;
  let deliveriesQueued = false;

  /** Webhooks first: they take every event their workspace chose for them, whatever else is chosen. */
  async function fanOut(tx: Tx, event: repo.DueEvent) {
    if (!event.deliversWebhooks) return; // another person's row of the event gives it to them
    const queued = await queueDeliveries(
      tx,
      event.workspaceId,
      {
        id: event.id,
        type: event.type as EventType,
        createdAt: new Date(event.createdAt).toISOString(),
        data: event.data,
      },
      { language: event.language, timeZone: event.timeZone, linkBase: deps.linkBase },
    );
    if (queued) deliveriesQueued = true;
  }

  async function dispatchOne(tx: Tx, event: repo.DueEvent) {
    await fanOut(tx, event);
    if (event.type === 'digest' || isCentreEvent(event.type)) {
      // The digest is told by its own email (webhooks only); CENTRE_EVENTS in the centre, always.
      await repo.markDispatched(tx, event.id, { shown: event.type !== 'digest', digest: null });
      return;
    }
    const type = event.type as NotifiedEvent;
    const choice = prefsOf(event.prefs).events[type];
    const canEmail = mailer.enabled && event.emailVerified;
    const wantsEmail = choice.email !== 'off';
    let digest: 'waiting' | null = null;
    if (wantsEmail && canEmail) {
      const underCap = (await repo.eventMailsLastHour(tx, event.userId)) < EMAILS_PER_HOUR;
      if (choice.email === 'now' && underCap) {
        const language = languageOf(event.language);
        const data = event.data as EventData<typeof type>;
        const text = eventText(type, data, language, event.timeZone);
        const t = tFor(language);
        await mailer.queueContent(tx, {
          userId: event.userId,
          to: event.email,
          kind: `event.${type}`,
          language,
          content: {
            subject: text.subject,
            paragraphs: [text.summary, ...(text.advice ? [text.advice] : [])],
            link: {
              label: t('event.openApp'),
              url: withLinkLanguage(deps.linkBase + eventLink(type, data), language),
            },
            footer: t('event.footer'),
          },
        });
      } else {
        // Chosen for the digest, or over the hour's cap: told in the next digest instead.
        digest = 'waiting';
      }
    }
    // An email that cannot go (no confirmed address, no SMTP) leaves the centre to tell it.
    const shown = choice.inApp || (wantsEmail && !canEmail);
    await repo.markDispatched(tx, event.id, { shown, digest });
  }

  async function dispatchDue() {
    for (;;) {
      const count = await db.transaction(async (tx) => {
        const due = await repo.lockDueEvents(tx, 50);
        for (const event of due) await dispatchOne(tx, event);
        return due.length;
      });
      if (count > 0) mailer.wake();
      if (deliveriesQueued) {
        deliveriesQueued = false;
        deps.onDeliveries?.();
      }
      if (count < 50 || loop.stopping) return;
    }
  }

  async function sendDigest(reader: repo.DigestReader, now: Date) {
    const prefs = prefsOf(reader.prefs);
    const slot = digestDue(
      prefs.digest,
      now.getTime(),
      reader.timeZone,
      reader.lastDigestAt ? Date.parse(reader.lastDigestAt) : null,
    );
    if (slot === undefined || !mailer.enabled || !reader.emailVerified) return false;
    const at = new Date(slot);
    return db.transaction(async (tx) => {
      if (!(await repo.claimDigest(tx, reader.userId, at))) return false;
      const items = await repo.waitingForDigest(tx, reader.userId, at, DIGEST_MAX_ITEMS);
      if (!items.length) return false;
      const language = languageOf(reader.language);
      const t = tFor(language);
      const lines = items.map(
        (item) =>
          `• ${eventText(item.type as NotifiedEvent, item.data as never, language, reader.timeZone).summary}`,
      );
      const urls = unsubscribeUrls(deps, reader.userId);
      await mailer.queueContent(tx, {
        userId: reader.userId,
        to: reader.email,
        kind: 'digest',
        language,
        content: {
          subject: t('digest.subject', { count: items.length }),
          paragraphs: [t('digest.intro'), ...lines],
          link: {
            label: t('event.openApp'),
            url: withLinkLanguage(`${deps.linkBase}/dashboard`, language),
          },
          footer: t('digest.footer'),
          unsubscribe: {
            label: t('digest.unsubscribe'),
            url: withLinkLanguage(urls.page, language),
          },
        },
        unsubscribeUrl: urls.oneClick,
      });
      await repo.markDigestSent(
        tx,
        reader.userId,
        items.map((item) => item.id),
      );
      await tellPerson(tx, reader.userId, 'digest', {
        count: items.length,
        since: items[0]!.createdAt.toISOString(),
      });
      return true;
    });
  }

  async function sendDueDigests(now: Date) {
    let sent = 0;
    for (const reader of await repo.digestReaders(db)) {
      if (loop.stopping) break;
      if (await sendDigest(reader, now)) sent++;
    }
    if (sent) mailer.wake();
  }

  /** What no single action causes: connections about to end, quotas running out; digests. */
  async function slowRound() {
    // The database's instant (docs/architecture.md §3): a connection's end, a quota day, a digest.
    const at = await databaseNow(db);
    await emitExpiringConnections(db, at);
    await emitFailedEmails(db);
    await emitQuotaWarnings(db, at, deps.quotaDailyUnits);
    await dispatchDue();
    await sendDueDigests(at);
  }

  async function round() {
    await dispatchDue();
    // How often is the process's own business: an interval, not an instant of the database's.
    if (Date.now() - lastDigestRound >= SLOW_ROUND_MS) {
      lastDigestRound = Date.now();
      await slowRound();
    }
  }

  const loop = createLoop({
    name: 'event dispatch',
    round,
    // An event emitted wakes it on commit; the due watch is the safety net (docs/architecture.md §3).
    everyMs: BACKSTOP_MS,
    log,
    failure: 'events could not be dispatched',
  });

  return {
    start: () => loop.start(),
    stop: () => loop.stop(),
    /** An event was emitted, or the due watch saw one waiting: a round now. */
    wake: () => loop.wake(),
    /** One round now, waited for (tests; the loop does the same when woken). */
    async runOnce(options: { slow?: boolean } = {}) {
      await loop.idle();
      await dispatchDue();
      if (options.slow) await slowRound();
      // A round of the loop's own may have taken events meanwhile: it is waited for too.
      await loop.idle();
    },
  };
}
export type Dispatcher = ReturnType<typeof createDispatcher>;
