import { Text, type TextProps } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import type { TFunction } from '../i18n/translator';
import { useTranslation } from '../i18n/use-translation';
import { relativeTime } from '@core/format/relative-time';
import { formatDateTime } from '@core/format/date-time';
import { LazyTooltip } from './lazy-tooltip';

/** One per language: a formatter costs more to build than to use, and a page of cards asks often. */
const formats = new Map<string, Intl.RelativeTimeFormat>();

/**
 * '5 minutes ago' in the interface language, for callers handed `t` rather than subscribing to it
 * (a video card: a subscription per card is hundreds on a page).
 */
export function relativeText(then: Date, t: TFunction, language: string) {
  const { unit, value } = relativeTime(then);
  if (value === 0) return t('time.justNow');
  let format = formats.get(language);
  if (!format)
    formats.set(language, (format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' })));
  return format.format(-value, unit);
}

/**
 * '5 minutes ago' in the interface language. The exact time shows on hover, and in place of the
 * relative one on a tap, a click or Enter: a phone has no hover.
 */
export function RelativeTime({ date, ...props }: { date: string } & TextProps) {
  const { t, i18n } = useTranslation();
  const [exact, setExact] = useState(false);
  const then = new Date(date);
  const exactText = formatDateTime(then, i18n.language);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    setExact((shown) => !shown);
  };
  return (
    <LazyTooltip label={exactText}>
      <Text
        component="time"
        dateTime={date}
        role="button"
        tabIndex={0}
        onClick={() => setExact((shown) => !shown)}
        onKeyDown={onKeyDown}
        {...props}
        style={{ cursor: 'pointer', ...(props.style as object) }}
      >
        {exact ? exactText : relativeText(then, t, i18n.language)}
      </Text>
    </LazyTooltip>
  );
}
