import type { Notification } from '@core/api/notifications.schema';
import { formatDateTime } from '@core/format/date-time';
import { formatBytes } from '@core/format/number';
import type { TFunction } from '@web/i18n/translator';

/** A notification's title and sentence in the reader's language, from its event's data. */
export function notificationText(t: TFunction, language: string, n: Notification) {
  switch (n.type) {
    case 'batch.finished': {
      const d = n.data;
      return {
        title: t(
          d.cancelled ? 'notifications.batchCancelled.title' : 'notifications.batchFinished.title',
        ),
        text: t(
          d.unconfirmed
            ? 'notifications.batchFinished.textUnconfirmed'
            : 'notifications.batchFinished.text',
          {
            posted: d.posted,
            failed: d.failed,
            unconfirmed: d.unconfirmed,
            total: d.total,
          },
        ),
      };
    }
    case 'batch.approvalRequested':
      return {
        title: t('notifications.approvalRequested.title'),
        text: t('notifications.approvalRequested.text', {
          author: n.data.author,
          total: n.data.total,
          channels: n.data.channels,
        }),
      };
    case 'batch.approved':
      return {
        title: t('notifications.approved.title'),
        text: t('notifications.approved.text', { by: n.data.by, total: n.data.total }),
      };
    case 'batch.rejected':
      return {
        title: t('notifications.rejected.title'),
        text: t('notifications.rejected.text', { by: n.data.by, reason: n.data.reason }),
      };
    case 'comments.unconfirmed':
      return {
        title: t('notifications.unconfirmed.title'),
        text: t('notifications.unconfirmed.text', { count: n.data.count }),
      };
    case 'reply.received':
      return {
        title: t('notifications.replyReceived.title', { author: n.data.author }),
        text: t('notifications.replyReceived.text', {
          count: n.data.count,
          channel: n.data.channelTitle,
          excerpt: n.data.excerpt,
        }),
      };
    case 'channel.reconnectNeeded':
      return {
        title: t('notifications.reconnect.title', { channel: n.data.channelTitle }),
        text: t('notifications.reconnect.text'),
      };
    case 'channel.expiring':
      return {
        title: t('notifications.expiring.title', { channel: n.data.channelTitle }),
        text: t('notifications.expiring.text', {
          time: formatDateTime(n.data.endsAt, language),
        }),
      };
    case 'quota.low':
      return {
        title: t('notifications.quotaLow.title'),
        text: t('notifications.quotaLow.text', {
          credential: n.data.credentialName,
          used: n.data.used,
          limit: n.data.limit,
        }),
      };
    case 'quota.spent':
      return {
        title: t('notifications.quotaSpent.title'),
        text: t('notifications.quotaSpent.text', { credential: n.data.credentialName }),
      };
    case 'digest':
      return {
        title: t('notifications.digest.title'),
        text: t('notifications.digest.text', { count: n.data.count }),
      };
    case 'email.failed':
      return {
        title: t('notifications.emailFailed.title'),
        text: t(
          n.data.error ? 'notifications.emailFailed.textWhy' : 'notifications.emailFailed.text',
          { subject: n.data.subject, error: n.data.error ?? '' },
        ),
      };
    case 'export.ready':
      return {
        title: t('notifications.exportReady.title'),
        text: t('notifications.exportReady.text', {
          size: formatBytes(n.data.sizeBytes, language),
          time: formatDateTime(n.data.expiresAt, language),
        }),
      };
  }
}
