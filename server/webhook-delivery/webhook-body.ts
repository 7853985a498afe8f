import { createHmac } from 'node:crypto';
import { APP_NAME } from '@core/app-info';
import type { EventType } from '@core/api/notifications.schema';
import { TEST_EVENT, type WebhookFormat } from '@core/api/webhooks.schema';
import { isLanguage } from '@core/languages';
import { eventLink } from '@core/notifications/event-link';
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
  if (event.type === TEST_EVENT) return `${APP_NAME}: a test event. This webhook works.`;
  if (event.type === 'digest') {
    return `${APP_NAME}: a digest of ${String(event.data.count)} updates was emailed.`;
  }
  if (event.type === 'email.failed') {
    return `${APP_NAME}: an email could not be sent (“${String(event.data.subject)}”).`;
  }
  if (event.type === 'export.ready') {
    return `${APP_NAME}: your data export is ready to download, once. ${reader.linkBase}/account#export`;
  }
  const language = isLanguage(reader.language) ? reader.language : 'en';
  const type = event.type;
  const text = eventText(type, event.data as never, language, reader.timeZone);
  return `${text.summary} ${reader.linkBase}${eventLink(type, event.data as never)}`;
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
