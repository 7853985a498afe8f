import { Text, type TextProps } from '@mantine/core';
import { useTranslation } from '../i18n';
import { relativeTime } from '../../core/format/relative-time';
import { LazyTooltip } from './lazy-tooltip';

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
    <LazyTooltip label={then.toLocaleString(i18n.language)}>
      <Text component="span" {...props}>
        {text}
      </Text>
    </LazyTooltip>
  );
}
