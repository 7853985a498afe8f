import type { EventType } from '@core/api/notifications.schema';
import type { TFunction } from '@web/i18n/translator';

/** An event type as the choices and the webhooks name it ("A batch finishes"). */
export const eventTypeLabel = (t: TFunction, type: string) =>
  type === 'webhook.test' ? t('webhooks.testEvent') : t(`notifications.type.${type as EventType}`);
