import { Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { Delivery } from '@core/api/webhooks.schema';
import { RelativeTime } from '@web/components/relative-time';
import { useCan } from '@web/hooks/use-can';
import { useTranslation } from '@web/i18n/use-translation';
import { errorText } from '@web/lib/error-text';
import { toast } from '@web/lib/toast';
import { useDeliveries, useResend } from '../api/webhooks';
import { eventTypeLabel } from '../lib/event-type-label';

const STATUS_COLOR = {
  delivered: 'green',
  pending: 'yellow',
  failed: 'red',
  queued: 'gray',
} as const;

function DeliveryRow({ webhookId, delivery }: { webhookId: string; delivery: Delivery }) {
  const { t } = useTranslation();
  const resend = useResend();
  const canResend = useCan('webhooks.write');
  // Not tried yet: "Retrying" with "No answer" and "0 attempts" told of attempts that never were.
  const status =
    delivery.status === 'pending' && delivery.attempts === 0 ? 'queued' : delivery.status;
  const onResend = async () => {
    try {
      await resend.mutateAsync({ id: webhookId, deliveryId: delivery.id });
      toast({ title: t('webhooks.log.resent'), variant: 'success' });
    } catch (error) {
      toast({ title: errorText(t, error), variant: 'destructive' });
    }
  };
  return (
    <Paper withBorder p="xs" radius="sm" component="li" style={{ listStyle: 'none' }}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Group gap="xs" wrap="wrap" style={{ flex: 1, minWidth: 0 }}>
          <Badge color={STATUS_COLOR[status]} variant="light">
            {t(`webhooks.log.status.${status}`)}
          </Badge>
          <Text size="sm" fw={500}>
            {eventTypeLabel(t, delivery.eventType)}
          </Text>
        </Group>
        {/* A secret this server cannot read can sign nothing: sending it again would fail too. */}
        {canResend && delivery.errorCode !== 'secret' && (
          <Button
            size="compact-xs"
            variant="subtle"
            loading={resend.isPending}
            onClick={() => void onResend()}
            style={{ flexShrink: 0 }}
          >
            {t('webhooks.log.resend')}
          </Button>
        )}
      </Group>
      <Group gap={0} mt={4} wrap="wrap" style={{ columnGap: 16, rowGap: 2 }}>
        <RelativeTime date={delivery.lastAttemptAt ?? delivery.createdAt} size="xs" c="dimmed" />
        {status !== 'queued' && (
          <Text size="xs" c="dimmed">
            {delivery.statusCode !== null
              ? t('webhooks.log.code', { code: String(delivery.statusCode) })
              : t('webhooks.log.noAnswer')}
          </Text>
        )}
        {delivery.durationMs !== null && delivery.errorCode !== 'secret' && (
          <Text size="xs" c="dimmed">
            {t('webhooks.log.duration', { ms: delivery.durationMs })}
          </Text>
        )}
        {status !== 'queued' && (
          <Text size="xs" c="dimmed">
            {delivery.status === 'failed'
              ? t('webhooks.log.gaveUp', { count: delivery.attempts })
              : t('webhooks.log.attempts', { count: delivery.attempts })}
          </Text>
        )}
      </Group>
      {delivery.errorCode && delivery.status !== 'delivered' && (
        <Text size="xs" c="red" mt={4} style={{ overflowWrap: 'anywhere' }}>
          {t(`webhooks.log.error.${delivery.errorCode}`, {
            code: String(delivery.statusCode ?? ''),
          })}
          {delivery.error && delivery.errorCode === 'network' && ` (${delivery.error})`}
        </Text>
      )}
    </Paper>
  );
}

/** docs/notifications.md §5: a webhook's latest deliveries, newest first. */
export function WebhookLog({ webhookId }: { webhookId: string }) {
  const { t } = useTranslation();
  const log = useDeliveries(webhookId);
  if (log.isLoading) return <Skeleton h={60} />;
  if (!log.data?.length) {
    return (
      <Text size="sm" c="dimmed">
        {t('webhooks.log.empty')}
      </Text>
    );
  }
  return (
    <Stack component="ul" gap={6} p={0} m={0} aria-label={t('webhooks.log.title')}>
      {log.data.map((delivery) => (
        <DeliveryRow key={delivery.id} webhookId={webhookId} delivery={delivery} />
      ))}
    </Stack>
  );
}
