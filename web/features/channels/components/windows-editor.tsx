import { ActionIcon, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { Channel } from '@core/api/channels.schema';
import type { WindowsBody } from '@core/api/posting-windows.schema';
import { AppModal } from '@web/components/app-modal';
import { ClockInput } from '@web/components/clock-input';
import { LocalizedDates } from '@web/components/localized-dates';
import { useTranslation } from '@web/i18n/use-translation';
import { errorText } from '@web/lib/error-text';
import { toast } from '@web/lib/toast';
import { browserTimeZone, dayName, weekOrder } from '@web/lib/week';
import { useSaveWindows } from '../api/posting-windows';

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
  const [timeZone, setTimeZone] = useState(account.windows.timeZone ?? browserTimeZone());
  const [slots, setSlots] = useState<Slot[]>(
    account.windows.alwaysOpen ? WORKING_DAYS : account.windows.slots,
  );
  const zones = useMemo(() => timeZones(), []);
  const days = weekOrder(language).map((day) => ({
    value: String(day),
    label: dayName(day, language),
  }));
  const name = account.fullName ?? account.email;

  const change = (index: number, patch: Partial<Slot>) =>
    setSlots(slots.map((slot, i) => (i === index ? { ...slot, ...patch } : slot)));

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

  const empty = (slot: Slot) => slot.from === slot.to;
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
            value={timeZone}
            onChange={(value) => value && setTimeZone(value)}
            searchable
            limit={50}
            allowDeselect={false}
          />
          {slots.map((slot, index) => (
            <Group
              key={index}
              gap="xs"
              align="flex-end"
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
                w={130}
                error={
                  empty(slot)
                    ? t('errors.code.WINDOW_SLOT_EMPTY', { detail: index + 1 })
                    : undefined
                }
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                mb={2}
                aria-label={t('windows.remove', { n: index + 1 })}
                onClick={() => setSlots(slots.filter((_, i) => i !== index))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          {slots.length === 0 && (
            <Text size="sm" c="red">
              {t('errors.code.WINDOWS_NEVER_OPEN')}
            </Text>
          )}
          <Group>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => setSlots([...slots, { day: 1, from: '09:00', to: '17:00' }])}
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
                disabled={slots.length === 0 || slots.some(empty)}
                onClick={() => void submit({ timeZone, slots })}
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
