import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { Fragment, useState } from 'react';
import { WEBHOOKS_PER_USER, type Webhook } from '@core/api/webhooks.schema';
import { ConfirmModal } from '@web/components/confirm-modal';
import { RoleNote } from '@web/components/role-note';
import { TitledCard } from '@web/components/section-card';
import { useCan } from '@web/hooks/use-can';
import { useLaterWords } from '@web/i18n/later-words';
import { useTranslation } from '@web/i18n/use-translation';
import { errorText } from '@web/lib/error-text';
import { toast } from '@web/lib/toast';
import { useDeleteWebhook, useSendTest, useUpdateWebhook, useWebhooks } from '../api/webhooks';
import { eventTypeLabel } from '../lib/event-type-label';
import { WebhookForm } from './webhook-form';
import { WebhookLog } from './webhook-log';

/**
 * An address that wraps after its separators (/ . ? & =) rather than inside a word: on a phone
 * "…/hook" stays whole. A part longer than the line still breaks anywhere (overflow-wrap).
 */
function BreakableUrl({ url }: { url: string }) {
  const parts = url.split(/(?<=[/.?&=])/);
  return parts.map((part, i) => (
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 && <wbr />}
    </Fragment>
  ));
}

function WebhookRow({ webhook }: { webhook: Webhook }) {
  const { t } = useTranslation();
  const update = useUpdateWebhook();
  const test = useSendTest();
  const remove = useDeleteWebhook();
  const canWrite = useCan('webhooks.write');
  const [showLog, setShowLog] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const run = async (action: () => Promise<unknown>, done?: string) => {
    try {
      await action();
      if (done) toast({ title: done, variant: 'success' });
    } catch (error) {
      toast({ title: errorText(t, error), variant: 'destructive' });
    }
  };
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            <BreakableUrl url={webhook.url} />
          </Text>
          <Switch
            label={t('webhooks.enabled')}
            styles={{ label: { whiteSpace: 'nowrap' } }}
            style={{ flexShrink: 0 }}
            checked={webhook.enabled}
            disabled={!canWrite || update.isPending}
            onChange={(e) =>
              void run(() =>
                update.mutateAsync({ id: webhook.id, enabled: e.currentTarget.checked }),
              )
            }
          />
        </Group>
        <Group gap={4} wrap="wrap">
          <Badge variant="outline" color="gray">
            {t(`webhooks.format.${webhook.format}`)}
          </Badge>
          {webhook.events.map((type) => (
            <Badge key={type} variant="light" color="gray" style={{ textTransform: 'none' }}>
              {eventTypeLabel(t, type)}
            </Badge>
          ))}
        </Group>
        <Group gap="xs" wrap="wrap">
          {canWrite && (
            <Button
              size="xs"
              variant="light"
              loading={test.isPending}
              onClick={() => void run(() => test.mutateAsync(webhook.id), t('webhooks.testSent'))}
            >
              {t('webhooks.sendTest')}
            </Button>
          )}
          <Button
            size="xs"
            variant="default"
            onClick={() => setShowLog((shown) => !shown)}
            aria-expanded={showLog}
          >
            {showLog ? t('webhooks.log.hide') : t('webhooks.log.show')}
          </Button>
          {canWrite && (
            <Button size="xs" variant="subtle" color="red" onClick={() => setDeleting(true)}>
              {t('webhooks.delete')}
            </Button>
          )}
        </Group>
        {showLog && <WebhookLog webhookId={webhook.id} />}
      </Stack>
      <ConfirmModal
        opened={deleting}
        onClose={() => setDeleting(false)}
        title={t('webhooks.deleteTitle')}
        confirmLabel={t('webhooks.delete')}
        pendingLabel={t('webhooks.deleting')}
        pending={remove.isPending}
        onConfirm={() =>
          void run(() => remove.mutateAsync(webhook.id)).then(() => setDeleting(false))
        }
      >
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('webhooks.deleteText', { url: webhook.url })}
        </Text>
      </ConfirmModal>
    </Paper>
  );
}

/** docs/notifications.md §5: the user's webhooks, a new one, and each one's log. */
export function WebhooksCard() {
  useLaterWords();
  const { t } = useTranslation();
  const webhooks = useWebhooks();
  const [adding, setAdding] = useState(false);
  const canWrite = useCan('webhooks.write');
  const count = webhooks.data?.length ?? 0;
  return (
    <TitledCard title={t('webhooks.title')}>
      <Stack gap="sm" id="webhooks">
        <Text size="sm" c="dimmed">
          {t('webhooks.intro')}
        </Text>
        <RoleNote permission="webhooks.write" />
        {webhooks.isLoading && <Skeleton h={60} />}
        {webhooks.isError && <Alert color="red">{errorText(t, webhooks.error)}</Alert>}
        {webhooks.data?.map((webhook) => (
          <WebhookRow key={webhook.id} webhook={webhook} />
        ))}
        {webhooks.isSuccess && count === 0 && !adding && (
          <Text size="sm">{t('webhooks.empty')}</Text>
        )}
        {adding ? (
          <WebhookForm onDone={() => setAdding(false)} />
        ) : (
          canWrite &&
          count < WEBHOOKS_PER_USER && (
            <Button
              variant="light"
              onClick={() => setAdding(true)}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('webhooks.add')}
            </Button>
          )
        )}
      </Stack>
    </TitledCard>
  );
}
