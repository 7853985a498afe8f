import { Stack, Text } from '@mantine/core';
import { useTranslation } from '@web/i18n/use-translation';
import type { Comment } from '@core/api/batches.schema';
import { formatDateTime } from '@core/format/date-time';
import { channelName } from '../lib/comment-text';
import { ReportReason } from './report-reason';
import { ReportRowActions } from './report-row-actions';
import { UnconfirmedActions } from './unconfirmed-actions';

/**
 * Under a comment's status: why (no hover needed, so a phone shows it too), when one still to
 * post goes (its batch's start, a retry, a window), and what the user can do about it. Nothing
 * for a comment that needs none of these.
 */
export function ReportDetails({ comment, inline = false }: { comment: Comment; inline?: boolean }) {
  const { t, i18n } = useTranslation();
  const channel = channelName(comment, t('launch.reports.gone'));
  return (
    <Stack gap={6} maw={inline ? undefined : 360}>
      {comment.status === 'verifying' && (
        <Text size="xs" c="dimmed">
          {t('launch.reports.verifyingHint')}
        </Text>
      )}
      {comment.status === 'unconfirmed' && (
        <Text size="xs">{t('launch.reports.unconfirmedHint')}</Text>
      )}
      {comment.waitingForWindowUntil ? (
        <Text size="xs" c="orange.8">
          {t('launch.reports.waitingForWindow', {
            time: formatDateTime(comment.waitingForWindowUntil, i18n.language),
          })}
        </Text>
      ) : (
        comment.notBefore && (
          <Text size="xs" c="dimmed">
            {t('launch.reports.notBefore', {
              time: formatDateTime(comment.notBefore, i18n.language),
            })}
          </Text>
        )
      )}
      <ReportReason comment={comment} />
      {comment.status === 'unconfirmed' ? (
        <UnconfirmedActions comment={comment} inline={inline} />
      ) : (
        <ReportRowActions comment={comment} channel={channel} inline={inline} />
      )}
    </Stack>
  );
}
