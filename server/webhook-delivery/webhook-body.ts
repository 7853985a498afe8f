import { createHmac } from 'node:crypto';
import type { EventType } from '@core/api/notifications.schema';
import { TEST_EVENT, type WebhookFormat } from '@core/api/webhooks.schema';
import { isLanguage } from '@core/languages';
import { eventLink } from '@core/notifications/event-link';
import { tFor } from '../i18n/catalogue';
import { eventText } from '../notify/event-texts';

export interface WebhookEvent {
  id: string;
  type: EventType | typeof TEST_EVENT;
  createdAt: string;
  data: Record<string, unknown>;
}

/** The reader: a chat message (Slack, Discord) is written in the user's language. */
export interface Reader {
  language: string;
  timeZone: string | null;
  linkBase: string;
}

/** One line for a chat: what happened, and where to see it. */
function chatLine(event: WebhookEvent, reader: Reader) {
  const language = isLanguage(reader.language) ? reader.language : 'en';
  const t = tFor(language);
  const type = event.type;
  if (type === TEST_EVENT) return t('webhookChat.test');
  if (type === 'digest') return t('webhookChat.digest', { count: Number(event.data.count) });
  if (type === 'email.failed') {
    return t('webhookChat.emailFailed', { subject: String(event.data.subject) });
  }
  const link = reader.linkBase + eventLink(type, event.data as never);
  if (type === 'export.ready') return t('webhookChat.exportReady', { link });
  const text = eventText(type, event.data as never, language, reader.timeZone);
  return `${text.summary} ${link}`;
}

/**
 * docs/notifications.md §5: the exact bytes every attempt of a delivery sends. Ours is
 * `{ id, type, createdAt, data }`; Slack's incoming webhooks read `text`, Discord's `content`.
 */
export function webhookBody(event: WebhookEvent, format: WebhookFormat, reader: Reader) {
  if (format === 'slack') return JSON.stringify({ text: chatLine(event, reader) });
  if (format === 'discord') return JSON.stringify({ content: chatLine(event, reader) });
  return JSON.stringify({
    id: event.id,
    type: event.type,
    createdAt: event.createdAt,
    data: event.data,
  });
}

/** `sha256=` and the hex HMAC-SHA256, with the webhook's secret, of `timestamp.body`. */
export function webhookSignature(secret: string, timestamp: string, body: string) {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}
