import type { EventData, EventType } from '../api/notifications.schema';

/** The page an event is about, for the centre's links and the emails' buttons alike. */
export function eventLink<T extends EventType>(type: T, data: EventData<T>): string {
  switch (type) {
    case 'batch.finished':
      return `/launch?tab=reports&batch=${encodeURIComponent((data as EventData<'batch.finished'>).batchId)}`;
    case 'batch.approvalRequested':
      return `/approvals/${encodeURIComponent((data as EventData<'batch.approvalRequested'>).batchId)}`;
    case 'batch.approved':
    case 'batch.rejected':
      return `/launch?tab=reports&batch=${encodeURIComponent((data as EventData<'batch.approved'>).batchId)}`;
    case 'comments.unconfirmed': {
      const { batchId } = data as EventData<'comments.unconfirmed'>;
      return `/launch?tab=reports&status=unconfirmed${batchId ? `&batch=${encodeURIComponent(batchId)}` : ''}`;
    }
    case 'reply.received':
      return `/inbox?reply=${encodeURIComponent((data as EventData<'reply.received'>).replyId)}`;
    case 'channel.reconnectNeeded':
    case 'channel.expiring':
      return '/accounts';
    case 'quota.low':
    case 'quota.spent':
    case 'digest':
      return '/dashboard';
    case 'email.failed':
      return '/account#notifications';
    case 'export.ready':
      return '/account#export';
  }
}
