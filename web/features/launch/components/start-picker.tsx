import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { LocalizedDates } from '@web/components/localized-dates';
import { chosenInstant, StartFields, wallOf } from '@web/components/start-fields';
import { useTranslation } from '@web/i18n/use-translation';
import { browserTimeZone } from '@web/lib/week';

const HOUR = 3_600_000;

/** The next full hour on the zone's clock: where a later start begins. */
const nextHour = (timeZone: string) =>
  wallOf(timeZone, Math.ceil((Date.now() + 60_000) / HOUR) * HOUR);

/**
 * docs/schedules.md §1: post now, or from a date and time on the user's clock (the zone is
 * named). A time already past is said at once, and not sent.
 */
export function StartPicker({
  onChange,
  disabled,
}: {
  /** undefined: now; else the start as an ISO instant; null: the chosen time is not valid. */
  onChange: (startAt: string | undefined | null) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const timeZone = browserTimeZone();
  const [mode, setMode] = useState<'now' | 'later'>('now');
  const [{ date, time }, setWhen] = useState(() => nextHour(timeZone));
  const [past, setPast] = useState(false);

  const choose = (next: { mode: 'now' | 'later'; date: string; time: string }) => {
    setMode(next.mode);
    setWhen({ date: next.date, time: next.time });
    if (next.mode === 'now') {
      setPast(false);
      onChange(undefined);
      return;
    }
    const at = chosenInstant(timeZone, next.date, next.time);
    const isPast = at.getTime() <= Date.now();
    setPast(isPast);
    onChange(isPast ? null : at.toISOString());
  };

  return (
    <LocalizedDates>
      <Stack gap={6}>
        <Text size="sm" fw={500} id="launch-start-label">
          {t('schedule.when')}
        </Text>
        <SegmentedControl
          aria-labelledby="launch-start-label"
          value={mode}
          disabled={disabled}
          onChange={(value) => choose({ mode: value === 'later' ? 'later' : 'now', date, time })}
          data={[
            { value: 'now', label: t('schedule.now') },
            { value: 'later', label: t('schedule.later') },
          ]}
        />
        {mode === 'later' && (
          <StartFields
            timeZone={timeZone}
            date={date}
            time={time}
            past={past}
            disabled={disabled}
            onChange={(when) => choose({ mode, ...when })}
          />
        )}
      </Stack>
    </LocalizedDates>
  );
}
