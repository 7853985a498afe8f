import { Button, Checkbox, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { EVENT_TYPES, type EventType } from '@core/api/notifications.schema';
import { WEBHOOK_FORMATS } from '@core/api/webhooks.schema';
import { ShownOnce } from '@web/components/shown-once';
import { PendingButton } from '@web/components/pending-button';
import { useSchemaForm } from '@web/hooks/use-schema-form';
import { useTranslation } from '@web/i18n/use-translation';
import { ApiError } from '@web/lib/api-client';
import { errorText } from '@web/lib/error-text';
import { eventTypeLabel } from '../lib/event-type-label';
import { useCreateWebhook } from '../api/webhooks';
import { WEBHOOK_MESSAGES, webhookRules } from '../lib/webhook-rules';
import { FormProblem } from '@web/components/form-problem';

/** A new webhook: its address, the events it takes, its format; then its secret, shown once. */
export function WebhookForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateWebhook();
  const form = useSchemaForm({
    name: 'webhook',
    initialValues: {
      url: '',
      events: ['batch.finished'] as EventType[],
      format: 'json',
    },
    rules: webhookRules,
    messages: WEBHOOK_MESSAGES,
  });
  const [problem, setProblem] = useState<string>();
  const [secret, setSecret] = useState<string>();

  if (secret) {
    return (
      <ShownOnce
        title={t('webhooks.secret.title')}
        text={t('webhooks.secret.text')}
        label={t('webhooks.secret.label')}
        value={secret}
        doneLabel={t('webhooks.secret.done')}
        onDone={onDone}
      />
    );
  }

  const onSubmit = form.submit(async (body) => {
    setProblem(undefined);
    try {
      const made = await create.mutateAsync(body);
      setSecret(made.secret);
    } catch (error) {
      // What is wrong with the address is said under it.
      const aboutUrl =
        error instanceof ApiError &&
        (error.code?.startsWith('WEBHOOK_URL') || error.code === 'VALIDATION_FAILED');
      if (aboutUrl) form.setFieldError('url', errorText(t, error));
      else setProblem(errorText(t, error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="sm">
        <TextInput
          label={t('webhooks.form.url')}
          description={t('webhooks.form.urlHint')}
          placeholder="https://example.com/hooks/comments"
          required
          {...form.getInputProps('url')}
        />
        <Checkbox.Group label={t('webhooks.form.events')} {...form.getInputProps('events')}>
          <Stack gap={6} mt={6}>
            {EVENT_TYPES.map((type) => (
              <Checkbox key={type} value={type} label={eventTypeLabel(t, type)} />
            ))}
          </Stack>
        </Checkbox.Group>
        <NativeSelect
          label={t('webhooks.form.format')}
          {...form.getInputProps('format')}
          data={WEBHOOK_FORMATS.map((value) => ({ value, label: t(`webhooks.format.${value}`) }))}
        />
        <FormProblem>{problem}</FormProblem>
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
