import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { EVENT_TYPES, type EventType } from '@core/api/notifications.schema';
import { WEBHOOK_FORMATS, type WebhookFormat } from '@core/api/webhooks.schema';
import { CopyAction } from '@web/components/copy-action';
import { PendingButton } from '@web/components/pending-button';
import { useTranslation } from '@web/i18n/use-translation';
import { ApiError } from '@web/lib/api-client';
import { errorText } from '@web/lib/error-text';
import {
  WEBHOOK_URL_MAX,
  webhookUrlProblem,
  type WebhookUrlProblem,
} from '@core/webhooks/url-rules';

const URL_PROBLEM_TEXT = {
  invalid: 'errors.code.WEBHOOK_URL_INVALID',
  tooLong: 'errors.code.WEBHOOK_URL_TOO_LONG',
  credentials: 'errors.code.WEBHOOK_URL_CREDENTIALS',
} as const satisfies Record<WebhookUrlProblem, string>;
import { useCreateWebhook } from '../api/webhooks';
import { eventTypeLabel } from '@web/lib/event-type-label';

/** A new webhook: its address, the events it takes, its format; then its secret, shown once. */
export function WebhookForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<EventType[]>(['batch.finished']);
  const [format, setFormat] = useState<WebhookFormat>('json');
  const [problem, setProblem] = useState<string>();
  const [urlProblem, setUrlProblem] = useState<string>();
  const [secret, setSecret] = useState<string>();

  if (secret) {
    return (
      <Alert color="green" title={t('webhooks.secret.title')}>
        <Stack gap="xs">
          <Text size="sm">{t('webhooks.secret.text')}</Text>
          <Group gap={4} wrap="nowrap">
            <Text
              size="sm"
              ff="monospace"
              style={{ overflowWrap: 'anywhere' }}
              aria-label={t('webhooks.secret.label')}
            >
              {secret}
            </Text>
            <CopyAction value={secret} />
          </Group>
          <Button size="xs" variant="light" onClick={onDone} style={{ alignSelf: 'flex-start' }}>
            {t('webhooks.secret.done')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const onSubmit = async () => {
    if (!events.length) {
      setProblem(t('webhooks.form.eventsNeeded'));
      return;
    }
    setProblem(undefined);
    // What the address itself gets wrong is said before anything is sent.
    const wrong = webhookUrlProblem(url);
    setUrlProblem(wrong ? t(URL_PROBLEM_TEXT[wrong], { detail: WEBHOOK_URL_MAX }) : undefined);
    if (wrong) return;
    try {
      const made = await create.mutateAsync({ url: url.trim(), events, format });
      setSecret(made.secret);
    } catch (error) {
      // What is wrong with the address is said under it.
      const aboutUrl =
        error instanceof ApiError &&
        (error.code?.startsWith('WEBHOOK_URL') || error.code === 'VALIDATION_FAILED');
      (aboutUrl ? setUrlProblem : setProblem)(errorText(t, error));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('webhooks.form.url')}
          description={t('webhooks.form.urlHint')}
          placeholder="https://example.com/hooks/comments"
          value={url}
          onChange={(e) => setUrl(e.currentTarget.value)}
          error={urlProblem}
          required
        />
        <Checkbox.Group
          label={t('webhooks.form.events')}
          value={events}
          onChange={(value) => setEvents(value)}
        >
          <Stack gap={6} mt={6}>
            {EVENT_TYPES.map((type) => (
              <Checkbox key={type} value={type} label={eventTypeLabel(t, type)} />
            ))}
          </Stack>
        </Checkbox.Group>
        <NativeSelect
          label={t('webhooks.form.format')}
          value={format}
          onChange={(e) => setFormat(e.currentTarget.value as WebhookFormat)}
          data={WEBHOOK_FORMATS.map((value) => ({ value, label: t(`webhooks.format.${value}`) }))}
        />
        {problem && (
          <Text c="red" size="sm" role="alert">
            {problem}
          </Text>
        )}
        <Group gap="sm">
          <PendingButton
            type="submit"
            pending={create.isPending}
            pendingLabel={t('webhooks.form.saving')}
          >
            {t('webhooks.form.submit')}
          </PendingButton>
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
