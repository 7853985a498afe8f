import type { EventData, NotifiedEvent } from '@core/api/notifications.schema';
import { formatDateTime } from '@core/format/date-time';
import type { Language } from '@core/languages';
import { tFor, type ServerT } from '../i18n/catalogue';

/** What an email about one event says: its subject, and the line a digest gives it. */
export interface EventText {
  subject: string;
  /** One sentence: the digest's line, and the email's first paragraph. */
  summary: string;
  /** What to do about it, when there is something. */
  advice?: string;
}

/** A time as the reader's language and zone write it. */
type When = (iso: string) => string;
type Texts = { [T in NotifiedEvent]: (data: EventData<T>, t: ServerT, when: When) => EventText };

/** Counts of comments as these emails have always written them, digits alone ("1200"). */
const digits = (value: number) => String(value);

function batchSummary(d: EventData<'batch.finished'>) {
  if (d.cancelled) {
    return d.unconfirmed
      ? 'event.batch.finished.summaryCancelledUnconfirmed'
      : 'event.batch.finished.summaryCancelled';
  }
  return d.unconfirmed ? 'event.batch.finished.summaryUnconfirmed' : 'event.batch.finished.summary';
}

/**
 * docs/notifications.md §4: the emails about events, their words from the catalogue (`event.*`
 * in core/i18n/locales). Quota units are written with the language's separators ("10,000").
 */
const TEXTS: Texts = {
  'batch.finished': (d, t) => ({
    subject: t(
      d.cancelled ? 'event.batch.finished.subjectCancelled' : 'event.batch.finished.subject',
    ),
    summary: t(batchSummary(d), {
      count: d.total,
      total: digits(d.total),
      posted: digits(d.posted),
      failed: digits(d.failed),
      unconfirmed: digits(d.unconfirmed),
    }),
    advice: t('event.batch.finished.advice'),
  }),
  'batch.approvalRequested': (d, t) => ({
    subject: t('event.batch.approvalRequested.subject', { author: d.author }),
    summary: t('event.batch.approvalRequested.summary', {
      author: d.author,
      count: d.total,
      total: digits(d.total),
      channels: digits(d.channels),
    }),
    advice: t('event.batch.approvalRequested.advice'),
  }),
  'batch.approved': (d, t) => ({
    subject: t('event.batch.approved.subject'),
    summary: t('event.batch.approved.summary', {
      by: d.by,
      count: d.total,
      total: digits(d.total),
    }),
  }),
  'batch.rejected': (d, t) => ({
    subject: t('event.batch.rejected.subject'),
    summary: t('event.batch.rejected.summary', {
      by: d.by,
      count: d.total,
      total: digits(d.total),
      reason: d.reason,
    }),
    advice: t('event.batch.rejected.advice'),
  }),
  'comments.unconfirmed': (d, t) => ({
    subject: t('event.comments.unconfirmed.subject'),
    summary: t('event.comments.unconfirmed.summary', { count: d.count, comments: digits(d.count) }),
    advice: t('event.comments.unconfirmed.advice'),
  }),
  'reply.received': (d, t) => ({
    subject: t('event.reply.received.subject', { author: d.author, channel: d.channelTitle }),
    summary: t('event.reply.received.summary', {
      count: d.count,
      author: d.author,
      channel: d.channelTitle,
      excerpt: d.excerpt,
    }),
    advice: t('event.reply.received.advice'),
  }),
  'channel.reconnectNeeded': (d, t) => ({
    subject: t('event.channel.reconnectNeeded.subject', { channel: d.channelTitle }),
    summary: t('event.channel.reconnectNeeded.summary', {
      channel: d.channelTitle,
      reason: d.reason,
    }),
    advice: t('event.channel.reconnectNeeded.advice'),
  }),
  'channel.expiring': (d, t, when) => ({
    subject: t('event.channel.expiring.subject', { channel: d.channelTitle }),
    summary: t('event.channel.expiring.summary', {
      channel: d.channelTitle,
      time: when(d.endsAt),
    }),
    advice: t('event.channel.expiring.advice'),
  }),
  'quota.low': (d, t) => ({
    subject: t('event.quota.low.subject', { credential: d.credentialName }),
    summary: t('event.quota.low.summary', {
      credential: d.credentialName,
      used: d.used,
      limit: d.limit,
    }),
    advice: t('event.quota.low.advice'),
  }),
  'quota.spent': (d, t) => ({
    subject: t('event.quota.spent.subject', { credential: d.credentialName }),
    summary: t('event.quota.spent.summary', { credential: d.credentialName, limit: d.limit }),
    advice: t('event.quota.spent.advice'),
  }),
};

/** The words of an event in `language`; times in the reader's zone (UTC, named, when unknown). */
export function eventText<T extends NotifiedEvent>(
  type: T,
  data: EventData<T>,
  language: Language,
  timeZone: string | null,
): EventText {
  const when: When = (iso) =>
    timeZone
      ? formatDateTime(iso, language, timeZone)
      : `${formatDateTime(iso, language, 'UTC')} UTC`;
  const text = TEXTS[type] as (d: EventData<T>, t: ServerT, when: When) => EventText;
  return text(data, tFor(language), when);
}
