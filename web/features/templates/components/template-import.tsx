import { Badge, FileButton, Group, ScrollArea, Stack, Tabs, Text } from '@mantine/core';
import { AppModal } from '@web/components/app-modal';
import { ConfirmButtons } from '@web/components/confirm-buttons';
import { LineProblems, NewCategories, NothingToList } from '@web/components/import-preview';
import { IconFileImport } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from '@web/i18n/use-translation';
import type { ImportPreview } from '@core/api/templates.schema';
import { CsvFormatError, CsvLimitError } from '@core/csv/csv-rows';
import { parseTemplateCsv, type TemplateRowProblem } from '@core/csv/template-csv';
import { CSV_MAX_ROWS } from '@core/api/limits';
import { PendingButton } from '@web/components/pending-button';
import { errorText } from '@web/lib/error-text';
import { FileProblem, readTextFile } from '@web/lib/read-file';
import { toast } from '@web/lib/toast';
import { useImportTemplates } from '../api/import-templates';
import { usePreviewTemplateImport } from '../api/preview-template-import';

/** Notices about importing a file: the latest replaces the earlier ones. */
const IMPORT_TOPIC = 'template-import';

/** docs/product.md §9: the duplicate-in-file notice stays 5 seconds. */
const DUPLICATE_NOTICE_MS = 5000;

type Rows = ReturnType<typeof parseTemplateCsv>['rows'];
interface Prepared {
  rows: Rows;
  errors: { line: number; problem: TemplateRowProblem }[];
  preview: ImportPreview;
}

/** docs/product.md §5 template CSV: choose a .csv, see valid rows and duplicates, then import. */
export function TemplateImport() {
  const { t } = useTranslation();
  const preview = usePreviewTemplateImport();
  const importRows = useImportTemplates();
  const [prepared, setPrepared] = useState<Prepared>();
  const resetRef = useRef<() => void>(null);

  const fail = (description: string) =>
    toast({
      title: t('templates.import.failed'),
      description,
      variant: 'destructive',
      topic: IMPORT_TOPIC,
    });

  const onFile = async (file: File | null) => {
    if (!file) return;
    try {
      const text = await readTextFile(file, ['.csv']);
      const { rows, errors } = parseTemplateCsv(text);
      if (!rows.length) {
        fail(errors.length ? t('templates.import.noValid') : t('templates.import.empty'));
        return;
      }
      const plan = await preview.mutateAsync(
        rows.map(({ line, category, content }) => ({ line, category, content })),
      );
      if (plan.duplicates.some((d) => d.reason === 'file')) {
        toast({
          title: t('templates.import.duplicatesInFile'),
          description: t('templates.import.duplicatesInFileDesc'),
          variant: 'warning',
          duration: DUPLICATE_NOTICE_MS,
        });
      }
      setPrepared({ rows, errors, preview: plan });
    } catch (error) {
      if (error instanceof FileProblem) {
        fail(t(`templates.import.file.${error.problem}`));
      } else if (error instanceof CsvLimitError) {
        fail(t('import.tooManyRows', { max: CSV_MAX_ROWS }));
      } else if (error instanceof CsvFormatError) {
        fail(t('templates.import.invalidFormat'));
      } else {
        fail(errorText(t, error));
      }
    } finally {
      resetRef.current?.();
    }
  };

  const onImport = async () => {
    if (!prepared) return;
    try {
      // Every parsed row again: the server sorts them once more (something may have changed since
      // the preview) and reports the duplicates it skipped.
      const result = await importRows.mutateAsync(prepared.rows);
      setPrepared(undefined);
      toast({
        title: t('templates.import.done'),
        description: [
          t('templates.import.created', { count: result.created }),
          result.duplicates ? t('templates.import.skipped', { count: result.duplicates }) : '',
          result.categoriesCreated
            ? t('templates.import.categoriesCreated', { count: result.categoriesCreated })
            : '',
        ]
          .filter(Boolean)
          .join(' · '),
        variant: result.created ? 'success' : 'default',
        topic: IMPORT_TOPIC,
      });
    } catch (error) {
      fail(errorText(t, error));
    }
  };

  const plan = prepared?.preview;
  return (
    <>
      <FileButton resetRef={resetRef} onChange={(file) => void onFile(file)} accept=".csv,text/csv">
        {(props) => (
          <PendingButton
            {...props}
            variant="default"
            leftSection={<IconFileImport size={16} />}
            pending={preview.isPending}
            pendingLabel={t('templates.import.reading')}
          >
            {t('templates.import.button')}
          </PendingButton>
        )}
      </FileButton>
      <AppModal
        opened={!!prepared}
        onClose={() => setPrepared(undefined)}
        title={t('templates.import.title')}
        size="lg"
        centered
      >
        {plan && prepared && (
          <Stack gap="sm">
            <NewCategories
              label={t('templates.import.newCategories')}
              names={plan.categories.filter((c) => c.isNew).map((c) => c.name)}
            />
            <LineProblems
              title={t('templates.import.errors', { count: prepared.errors.length })}
              maxHeight={120}
              problems={prepared.errors.map((e) => ({
                line: e.line,
                text: t('templates.import.lineProblem', {
                  line: e.line,
                  problem: t(`templates.import.problem.${e.problem}`),
                }),
              }))}
            />
            <Tabs defaultValue="valid" keepMounted={false}>
              <Tabs.List>
                <Tabs.Tab value="valid">
                  {t('templates.import.valid', { count: plan.templates.length })}
                </Tabs.Tab>
                <Tabs.Tab value="duplicates">
                  {t('templates.import.duplicates', { count: plan.duplicates.length })}
                </Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="valid" pt="sm">
                <RowList
                  rows={plan.templates}
                  empty={t('templates.import.noNew')}
                  render={(row) => row.category}
                />
              </Tabs.Panel>
              <Tabs.Panel value="duplicates" pt="sm">
                <RowList
                  rows={plan.duplicates}
                  empty={t('templates.import.noDuplicates')}
                  render={(row) =>
                    row.reason === 'file'
                      ? t('templates.import.repeatInFile')
                      : t('templates.import.alreadySaved')
                  }
                />
              </Tabs.Panel>
            </Tabs>
            <ConfirmButtons
              onCancel={() => setPrepared(undefined)}
              pending={importRows.isPending}
              pendingLabel={t('templates.import.importing')}
              disabled={plan.templates.length === 0}
              onConfirm={() => void onImport()}
            >
              {t('templates.import.submit', { count: plan.templates.length })}
            </ConfirmButtons>
          </Stack>
        )}
      </AppModal>
    </>
  );
}

function RowList<T extends { line: number; content: string }>(props: {
  rows: T[];
  empty: string;
  render: (row: T) => string;
}) {
  const { t } = useTranslation();
  if (!props.rows.length) return <NothingToList>{props.empty}</NothingToList>;
  // A preview: the first rows are enough to recognise the file.
  const shown = props.rows.slice(0, 200);
  return (
    <ScrollArea.Autosize mah={320}>
      <Stack gap={6}>
        {shown.map((row) => (
          <Group key={row.line} gap="xs" wrap="nowrap" align="flex-start">
            <Badge variant="outline" color="gray" style={{ flexShrink: 0 }}>
              {t('templates.import.line', { line: row.line })}
            </Badge>
            <Text size="sm" lineClamp={2} style={{ flex: 1 }}>
              {row.content}
            </Text>
            {props.render(row) && (
              <Badge variant="light" tt="none" style={{ flexShrink: 0 }}>
                {props.render(row)}
              </Badge>
            )}
          </Group>
        ))}
        {props.rows.length > shown.length && (
          <Text size="xs" c="dimmed">
            {t('templates.import.more', { count: props.rows.length - shown.length })}
          </Text>
        )}
      </Stack>
    </ScrollArea.Autosize>
  );
}
