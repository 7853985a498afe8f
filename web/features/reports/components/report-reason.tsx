import { Stack, Text } from '@mantine/core';
import { useTranslation } from '@web/i18n/use-translation';
import { reasonTexts, type Reasoned } from '../lib/comment-text';

/**
 * YouTube refuses comments from some channels through the API (the hint of docs/product.md §2);
 * older rows carry only the message.
 */
const isIneligible = (c: Reasoned) =>
  c.errorReason === 'ineligibleAccount' ||
  /Google\+|must be merged with the user/i.test(c.errorMessage ?? '');

/** Readable without hover, on any screen: the explanation first, the platform's words smaller. */
export function ReportReason({ comment }: { comment: Reasoned }) {
  const { t } = useTranslation();
  const texts = reasonTexts(t, comment);
  if (!texts) return null;
  return (
    <Stack gap={2} style={{ overflowWrap: 'anywhere' }}>
      {texts.explanation && <Text size="sm">{texts.explanation}</Text>}
      {texts.detail && (
        <Text size="xs" c="dimmed">
          {texts.detail}
        </Text>
      )}
      {isIneligible(comment) && (
        <Text size="xs" c="dimmed">
          {t('launch.reports.ineligibleHint')}
        </Text>
      )}
    </Stack>
  );
}
