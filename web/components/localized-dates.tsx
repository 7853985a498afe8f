import '@mantine/dates/styles.css';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import { DatesProvider } from '@mantine/dates';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { firstDayOfWeek } from '../lib/week';

const DAYJS_LOCALES: Record<string, string> = { 'zh-CN': 'zh-cn', 'zh-TW': 'zh-tw' };

/**
 * The date and time pickers in the interface language: its month and day names, its first day
 * of the week (Monday in Chinese, Sunday in English). Loaded with the dialogs that pick dates,
 * not with the first screen.
 */
export function LocalizedDates({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return (
    <DatesProvider
      settings={{
        locale: DAYJS_LOCALES[language] ?? 'en',
        firstDayOfWeek: firstDayOfWeek(language),
        weekendDays: [0, 6],
      }}
    >
      {children}
    </DatesProvider>
  );
}
