import { Tooltip, Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { relativeTime } from '../../core/format/relative-time';

/** '5 minutes ago' in the interface language, with the exact time on hover. */
export function RelativeTime({ date, ...props }: { date: string } & TextProps) {
  const { t, i18n } = useTranslation();
  const then = new Date(date);
  const { unit, value } = relativeTime(then);
  const text =
    value === 0
      ? t('time.justNow')
      : new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto' }).format(-value, unit);
  return (
    <Tooltip label={then.toLocaleString(i18n.language)} openDelay={700}>
      <Text component="span" {...props}>
        {text}
      </Text>
    </Tooltip>
  );
}
