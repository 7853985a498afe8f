import { TimePicker, type TimePickerProps } from '@mantine/dates';
import { useTranslation } from '../i18n/use-translation';
import { pickerUses24Hours } from '../lib/week';

/**
 * A time of day to pick (24 hours in Chinese, AM/PM in English), with named hour and minute
 * fields. Gives "HH:MM", or nothing while incomplete.
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
      format={pickerUses24Hours(i18n.language) ? '24h' : '12h'}
      hoursInputLabel={t('time.hours')}
      minutesInputLabel={t('time.minutes')}
      amPmInputLabel={t('time.amPm')}
      amPmLabels={{ am: t('time.am'), pm: t('time.pm') }}
    />
  );
}
