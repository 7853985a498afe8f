import { Alert, Button, Stack, Text, Textarea } from '@mantine/core';
import { AppModal } from '@web/components/app-modal';
import { useState } from 'react';
import { useTranslation } from '@web/i18n/use-translation';
import { TEMPLATE_MAX } from '@core/api/limits';
import { updateTemplateBodySchema, type Template } from '@core/api/templates.schema';
import { NO_CATEGORY } from '@core/rules/category-name';
import { ConfirmButtons } from '@web/components/confirm-buttons';
import { useSchemaForm } from '@web/hooks/use-schema-form';
import { ApiError } from '@web/lib/api-client';
import { errorText } from '@web/lib/error-text';
import { toast } from '@web/lib/toast';
import { useUpdateTemplate } from '../api/update-template';
import { contentError, TEMPLATE_MESSAGES } from '../lib/template-form';
import { CategorySelect } from './category-select';

const RULES = updateTemplateBodySchema.pick({ content: true, category: true });

/** Edits a template's text and category, with the same rules as creating one. */
export function TemplateEditModal({
  template,
  onClose,
}: {
  template: Template;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateTemplate();
  const form = useSchemaForm({
    name: 'edit-template',
    initialValues: { content: template.content, category: template.category ?? NO_CATEGORY },
    rules: RULES,
    messages: TEMPLATE_MESSAGES,
  });
  const [similar, setSimilar] = useState<string>();
  const { content } = form.values;
  const length = [...content].length;

  const save = (force: boolean) =>
    form.submit(async ({ content, category }) => {
      try {
        await update.mutateAsync({ id: template.id, content, category, force });
        toast({ title: t('templates.updated'), variant: 'success' });
        onClose();
      } catch (error) {
        if (error instanceof ApiError && error.code === 'TEMPLATE_SIMILAR') {
          setSimilar(error.detail ?? '');
          return;
        }
        toast({
          title: t('templates.updateFailed'),
          description: errorText(t, error),
          variant: 'destructive',
        });
      }
    })();

  return (
    <AppModal opened onClose={onClose} title={t('templates.editTitle')} size="lg" centered>
      <Stack gap="sm">
        <CategorySelect
          label={t('templates.category')}
          {...form.getInputProps('category')}
          onChange={(value) => form.setFieldValue('category', value ?? NO_CATEGORY)}
        />
        <Textarea
          label={t('templates.content')}
          autosize
          minRows={5}
          maxRows={14}
          {...form.getInputProps('content')}
          error={contentError(t, form.errors.content, content)}
          description={t('templates.counter', {
            count: length,
            max: TEMPLATE_MAX,
          })}
        />
        {similar !== undefined && (
          <Alert color="orange" title={t('templates.similarTitle')}>
            <Text size="sm" mb="xs">
              {t('errors.code.TEMPLATE_SIMILAR', { detail: similar })}
            </Text>
            <Button size="xs" variant="light" color="orange" onClick={() => save(true)}>
              {t('templates.saveAnyway')}
            </Button>
          </Alert>
        )}
        <ConfirmButtons
          onCancel={onClose}
          pending={update.isPending}
          pendingLabel={t('common.saving')}
          disabled={length > TEMPLATE_MAX}
          onConfirm={() => save(false)}
        >
          {t('common.save')}
        </ConfirmButtons>
      </Stack>
    </AppModal>
  );
}
