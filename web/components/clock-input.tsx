import { TimePicker, type TimePickerProps } from '@mantine/dates';
import { useTranslation } from '../i18n/use-translation';
import { uses24Hours } from '../lib/week';

/**
 * A time of day as the interface language writes it (24 hours in Simplified Chinese, 上午/下午
 * and AM/PM in Traditional Chinese and English),
 * with named hour and minute fields. Gives "HH:MM", or nothing while incomplete.
 */
export function ClockInput({
  value,
  onChange,
  ...props
}: Omit<TimePickerProps, 'value' | 'onChange' | 'format'> & {
  value: string;
  onChange: (value: string) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <TimePicker
      {...props}
      value={value}
      onChange={(next) => next && onChange(next.slice(0, 5))}
      format={uses24Hours(i18n.language) ? '24h' : '12h'}
      hoursInputLabel={t('time.hours')}
      minutesInputLabel={t('time.minutes')}
      amPmInputLabel={t('time.amPm')}
      amPmLabels={{ am: t('time.am'), pm: t('time.pm') }}
    />
  );
}
