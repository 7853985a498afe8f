import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '@web/i18n/use-translation';
import { TEMPLATE_MAX } from '@core/api/limits';
import { createTemplateBodySchema } from '@core/api/templates.schema';
import { TEMPLATE_CSV_FILE, TEMPLATE_CSV_HEADER } from '@core/csv/template-csv';
import { NO_CATEGORY } from '@core/rules/category-name';
import { PendingButton } from '@web/components/pending-button';
import { UndoableTextarea } from '@web/components/undoable-textarea';
import { useSchemaForm } from '@web/hooks/use-schema-form';
import { useUndoableText } from '@web/hooks/use-undoable-text';
import { ApiError } from '@web/lib/api-client';
import { downloadText } from '@web/lib/download';
import { errorText } from '@web/lib/error-text';
import { toast } from '@web/lib/toast';
import { useCreateTemplate } from '../api/create-template';
import { contentError, TEMPLATE_MESSAGES } from '../lib/template-form';
import { CategorySelect } from './category-select';
import { TemplateImport } from './template-import';

/** Notices about writing a template: a success clears the complaints before it. */
const CREATE_TOPIC = 'template-create';
const RULES = createTemplateBodySchema.pick({ content: true, category: true });

/** docs/product.md §9: the downloadable example, one row per category. */
const EXAMPLE_CSV = [
  TEMPLATE_CSV_HEADER,
  'General,"Great video, thanks for sharing!"',
  'General,This helped me a lot.',
  'Tech,Clear explanation of a tricky topic.',
  'Music,"Lovely song, it made my day."',
].join('\n');

/** docs/product.md §2 /comments, Add: one template at a time, or many from a CSV file. */
export function AddTemplateForm() {
  const { t } = useTranslation();
  const editor = useUndoableText();
  const [autoNewline, setAutoNewline] = useState(true);
  const form = useSchemaForm({
    name: 'add-template',
    initialValues: { content: '', category: NO_CATEGORY },
    rules: RULES,
    messages: TEMPLATE_MESSAGES,
  });
  const { setFieldValue } = form;
  // The text and its undo history are the editor's; the form checks what it holds.
  useEffect(() => setFieldValue('content', editor.value), [setFieldValue, editor.value]);
  const [similar, setSimilar] = useState<string>();
  const create = useCreateTemplate();
  const length = [...editor.value].length;
  const error = contentError(t, form.errors.content, editor.value);

  const submit = (force: boolean) =>
    form.submit(async ({ content, category }) => {
      try {
        await create.mutateAsync({ content, category, force });
        setSimilar(undefined);
        editor.replace('');
        toast({ title: t('templates.created'), variant: 'success', topic: CREATE_TOPIC });
      } catch (error) {
        if (error instanceof ApiError && error.code === 'TEMPLATE_SIMILAR') {
          setSimilar(error.detail ?? '');
          return;
        }
        toast({
          title: t('templates.createFailed'),
          description: errorText(t, error),
          variant: 'destructive',
          topic: CREATE_TOPIC,
        });
      }
    })();

  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <CategorySelect
          label={t('templates.category')}
          description={t('templates.categoryHint')}
          {...form.getInputProps('category')}
          onChange={(value) => form.setFieldValue('category', value ?? NO_CATEGORY)}
          maw={360}
        />
        <UndoableTextarea
          label={t('templates.content')}
          placeholder={t('templates.contentPlaceholder')}
          editor={editor}
          autoNewline={autoNewline}
          onAutoNewlineChange={setAutoNewline}
          autosize
          minRows={6}
          maxRows={16}
          error={error}
          description={
            <Text span size="xs" c={length > TEMPLATE_MAX ? 'red' : 'dimmed'}>
              {t('templates.counter', {
                count: length,
                max: TEMPLATE_MAX,
              })}
            </Text>
          }
        />
        {similar !== undefined && (
          <Alert
            color="orange"
            icon={<IconAlertTriangle size={18} />}
            title={t('templates.similarTitle')}
          >
            <Text size="sm" mb="xs">
              {t('errors.code.TEMPLATE_SIMILAR', { detail: similar })}
            </Text>
            <Group gap="xs">
              <Button size="xs" variant="light" color="orange" onClick={() => submit(true)}>
                {t('templates.createAnyway')}
              </Button>
              <Button size="xs" variant="subtle" onClick={() => setSimilar(undefined)}>
                {t('common.cancel')}
              </Button>
            </Group>
          </Alert>
        )}
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            <TemplateImport />
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              onClick={() => {
                downloadText(TEMPLATE_CSV_FILE, EXAMPLE_CSV);
                toast({ title: t('import.example.downloaded'), variant: 'success' });
              }}
            >
              {t('import.example.download')}
            </Button>
          </Group>
          <PendingButton
            leftSection={<IconPlus size={16} />}
            pending={create.isPending}
            pendingLabel={t('templates.creating')}
            onClick={() => submit(false)}
          >
            {t('templates.create')}
          </PendingButton>
        </Group>
      </Stack>
    </Card>
  );
}
