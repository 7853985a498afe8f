import { Group, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { instantOf, wallDate, wallTime } from '@core/time/zoned-time';
import { useTranslation } from '../i18n/use-translation';
import { useNow } from '../hooks/use-now';
import { ClockInput } from './clock-input';

const pad = (n: number) => String(n).padStart(2, '0');

/** A date and a time on the zone's clock (the zone named under them). */
export function StartFields({
  timeZone,
  date,
  time,
  past,
  disabled,
  onChange,
}: {
  timeZone: string;
  date: string;
  time: string;
  past: boolean;
  disabled?: boolean;
  onChange: (when: { date: string; time: string }) => void;
}) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  // As every date on screen reads (core/format/date-time.ts): "Nov 25, 2026", "2026年11月25日".
  const valueFormat = i18n.language.startsWith('zh') ? 'YYYY年M月D日' : 'MMM D, YYYY';
  return (
    <>
      <Group gap="xs" align="flex-start" wrap="wrap">
        <DatePickerInput
          label={t('schedule.date')}
          value={date}
          valueFormat={valueFormat}
          minDate={wallDate(timeZone, now)}
          onChange={(value) => value && onChange({ date: value, time })}
          disabled={disabled}
          w={180}
        />
        <ClockInput
          label={t('schedule.time')}
          value={time}
          onChange={(value) => onChange({ date, time: value })}
          disabled={disabled}
          error={past ? t('errors.code.START_IN_PAST') : undefined}
          w={150}
        />
      </Group>
      <Text size="xs" c="dimmed">
        {t('schedule.zone', { zone: timeZone })}
      </Text>
    </>
  );
}

/** The wall-clock date and time of an instant in a zone. */
export function wallOf(timeZone: string, at: number) {
  const wall = wallTime(timeZone, at);
  return {
    date: wallDate(timeZone, at),
    time: `${pad(Math.floor(wall.minute / 60))}:${pad(wall.minute % 60)}`,
  };
}

/** A date and a time on the zone's clock, as an instant. */
export function chosenInstant(timeZone: string, date: string, time: string) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(instantOf(timeZone, { year, month, day }, hours * 60 + minutes));
}
