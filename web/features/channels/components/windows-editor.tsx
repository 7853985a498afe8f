import { ActionIcon, Box, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import type { Channel } from '@core/api/channels.schema';
import type { WindowsBody } from '@core/api/posting-windows.schema';
import { AppModal } from '@web/components/app-modal';
import { ClockInput } from '@web/components/clock-input';
import { LocalizedDates } from '@web/components/localized-dates';
import { useSchemaForm } from '@web/hooks/use-schema-form';
import { useTranslation } from '@web/i18n/use-translation';
import { errorText } from '@web/lib/error-text';
import { checkValues } from '@web/lib/form-issues';
import { toast } from '@web/lib/toast';
import { browserTimeZone, dayName, weekOrder } from '@web/lib/week';
import { useSaveWindows } from '../api/posting-windows';
import { windowsRules } from '../lib/windows-rules';

type Slot = WindowsBody['slots'][number];

/** A new channel's first windows: working hours on weekdays. */
const WORKING_DAYS: Slot[] = [1, 2, 3, 4, 5].map((day) => ({ day, from: '09:00', to: '17:00' }));

const timeZones = () => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['UTC'];
  }
};

/**
 * docs/schedules.md §2: the weekly slots in which a channel may post, on the clock of a time
 * zone (the browser's by default). Overnight slots run into the next day; the server joins
 * overlapping ones and says so.
 */
export default function WindowsEditor({
  account,
  onClose,
}: {
  account: Channel;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const save = useSaveWindows();
  const form = useSchemaForm({
    name: 'windows',
    initialValues: {
      timeZone: account.windows.timeZone ?? browserTimeZone(),
      slots: account.windows.alwaysOpen ? WORKING_DAYS : account.windows.slots,
    },
    rules: windowsRules,
  });
  const { slots } = form.values;
  // Said while the slots are edited, not only when saving: a slot that ends when it starts, none.
  const { errors } = checkValues(t, windowsRules, form.values);
  const zones = useMemo(() => timeZones(), []);
  const days = weekOrder(language).map((day) => ({
    value: String(day),
    label: dayName(day, language),
  }));
  const name = account.fullName ?? account.email;

  const change = (index: number, patch: Partial<Slot>) =>
    form.setFieldValue(`slots.${index}`, { ...slots[index]!, ...patch });

  const submit = async (windows: WindowsBody | null) => {
    try {
      const result = await save.mutateAsync({ id: account.id, windows });
      toast({
        title: windows ? t('windows.saved') : t('windows.alwaysOpenSaved'),
        description: result.merged ? t('windows.merged') : name,
        variant: result.merged ? 'warning' : 'success',
      });
      onClose();
    } catch (error) {
      toast({
        title: t('windows.saveFailed'),
        description: errorText(t, error),
        variant: 'destructive',
      });
    }
  };

  return (
    <AppModal opened onClose={onClose} title={t('windows.title', { name })} size="lg">
      <LocalizedDates>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('windows.intro')}
          </Text>
          <Select
            label={t('windows.timeZone')}
            data={zones}
            value={form.values.timeZone}
            onChange={(value) => value && form.setFieldValue('timeZone', value)}
            searchable
            limit={50}
            allowDeselect={false}
          />
          {slots.map((slot, index) => (
            <Group
              key={index}
              gap="xs"
              align="flex-start"
              wrap="wrap"
              role="group"
              aria-label={t('windows.slot', { n: index + 1 })}
            >
              <Select
                label={t('windows.day')}
                data={days}
                value={String(slot.day)}
                onChange={(value) => value && change(index, { day: Number(value) })}
                allowDeselect={false}
                w={150}
              />
              <ClockInput
                label={t('windows.from')}
                value={slot.from}
                onChange={(from) => change(index, { from })}
                w={130}
              />
              <ClockInput
                label={t('windows.to')}
                value={slot.to === '24:00' ? '00:00' : slot.to}
                onChange={(to) => change(index, { to })}
                // The slot's button beside the field: the error under it leaves the row level.
                w="min-content"
                inputContainer={(input) => (
                  <Group gap="xs" wrap="nowrap">
                    <Box w={130}>{input}</Box>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={t('windows.remove', { n: index + 1 })}
                      onClick={() => form.removeListItem('slots', index)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                )}
                error={errors?.[`slots.${index}.to`]}
              />
            </Group>
          ))}
          {errors?.slots && (
            <Text size="sm" c="red">
              {errors.slots}
            </Text>
          )}
          <Group>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => form.insertListItem('slots', { day: 1, from: '09:00', to: '17:00' })}
            >
              {t('windows.add')}
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            {t('windows.overnight')}
          </Text>
          <Group justify="space-between" mt="sm" wrap="wrap">
            {!account.windows.alwaysOpen ? (
              <Button variant="subtle" onClick={() => void submit(null)} disabled={save.isPending}>
                {t('windows.makeAlwaysOpen')}
              </Button>
            ) : (
              <span />
            )}
            <Group gap="xs">
              <Button variant="default" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button
                loading={save.isPending}
                disabled={!!errors}
                onClick={() => form.submit((windows) => submit(windows))()}
              >
                {t('windows.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </LocalizedDates>
    </AppModal>
  );
}
