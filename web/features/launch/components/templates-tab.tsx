import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  ScrollArea,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { CategoryBadge } from '@web/components/category-badge';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@web/i18n/use-translation';
import { TEMPLATE_MAX } from '@core/api/limits';
import type { Template } from '@core/api/templates.schema';
import { truncate } from '@core/format/text';
import { FREQUENCY } from '@core/posting/plan';
import { FREE_TYPE, type LaunchSelection } from '../hooks/use-launch-selection';

/** docs/product.md §9: dropdown entries are cut at 50 characters. */
const DROPDOWN_SHOWN = 50;

/** docs/product.md §5: search matches content or category, without regard to case. */
const matches = (template: Template, search: string) => {
  const needle = search.trim().toLocaleLowerCase();
  return (
    !needle ||
    template.content.toLocaleLowerCase().includes(needle) ||
    (template.category ?? '').toLocaleLowerCase().includes(needle)
  );
};

/**
 * docs/product.md §5 frequency input: 1 to 100; a non-numeric or non-positive entry is ignored; an
 * empty entry resets to 1.
 */
export function nextFrequency(entry: string | number, current: number): number {
  if (entry === '') return FREQUENCY.default;
  const n = typeof entry === 'number' ? entry : Number(entry);
  if (!Number.isFinite(n) || n <= 0) return current;
  return Math.min(FREQUENCY.max, Math.max(FREQUENCY.min, Math.floor(n)));
}

/** docs/product.md §2 /launch, templates: several with frequencies, or one (or free text). */
export function TemplatesTab({
  templates,
  selection,
}: {
  templates: Template[];
  selection: LaunchSelection;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const shown = templates.filter((template) => matches(template, search));

  return (
    <Stack gap="sm">
      <Checkbox
        label={t('launch.templates.multi')}
        checked={selection.multi}
        onChange={(event) => selection.setMulti(event.currentTarget.checked)}
      />
      <Group gap="sm">
        <TextInput
          aria-label={t('launch.templates.search')}
          placeholder={t('launch.templates.search')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          // Wide enough for its placeholder: on a phone, Clear all goes below it.
          style={{ flex: 1, minWidth: 260 }}
        />
        {selection.multi && (
          <Button
            variant="default"
            disabled={!selection.frequencies.size}
            onClick={selection.clearTemplates}
          >
            {t('launch.templates.clearAll')}
          </Button>
        )}
      </Group>
      {selection.multi ? (
        <ScrollArea.Autosize mah={350}>
          <Stack gap={6}>
            {shown.length === 0 && (
              <Text size="sm" c="dimmed" ta="center" py="md">
                {templates.length ? t('templates.noMatch') : t('launch.templates.none')}
              </Text>
            )}
            {shown.map((template) => {
              const frequency = selection.frequencies.get(template.id);
              return (
                <Paper key={template.id} withBorder p="xs" radius="md">
                  <Group gap="sm" wrap="nowrap" align="flex-start">
                    <Checkbox
                      mt={4}
                      aria-label={t('launch.templates.choose', {
                        text: truncate(template.content, 30),
                      })}
                      checked={frequency !== undefined}
                      onChange={() => selection.toggleTemplate(template.id)}
                    />
                    <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                      {template.category && (
                        <CategoryBadge name={template.category} w="fit-content" />
                      )}
                      <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-wrap' }}>
                        {template.content}
                      </Text>
                    </Stack>
                    {/* Named on screen: how often this text goes on each video. */}
                    <NumberInput
                      label={t('launch.templates.frequency')}
                      size="xs"
                      w={96}
                      min={FREQUENCY.min}
                      max={FREQUENCY.max}
                      allowDecimal={false}
                      disabled={frequency === undefined}
                      value={frequency ?? FREQUENCY.default}
                      onChange={(value) =>
                        frequency !== undefined &&
                        selection.setFrequency(template.id, nextFrequency(value, frequency))
                      }
                    />
                  </Group>
                </Paper>
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
      ) : (
        <Stack gap="sm">
          <Select
            label={t('launch.templates.template')}
            allowDeselect={false}
            value={selection.templateId}
            onChange={(value) => selection.setTemplateId(value ?? FREE_TYPE)}
            data={[
              { value: FREE_TYPE, label: t('launch.templates.freeType') },
              ...shown.map((template) => ({
                value: template.id,
                label: truncate(template.content, DROPDOWN_SHOWN),
              })),
            ]}
          />
          <Textarea
            label={t('launch.templates.text')}
            placeholder={t('launch.templates.textPlaceholder')}
            rows={8}
            disabled={selection.templateId !== FREE_TYPE}
            value={
              selection.templateId !== FREE_TYPE
                ? (templates.find((x) => x.id === selection.templateId)?.content ?? '')
                : selection.text
            }
            onChange={(event) => selection.setText(event.currentTarget.value)}
            error={
              [...selection.text].length > TEMPLATE_MAX
                ? t('templates.tooLong', { max: TEMPLATE_MAX })
                : undefined
            }
          />
        </Stack>
      )}
    </Stack>
  );
}
