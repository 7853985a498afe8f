import { Badge, Card, em, Group, Image, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { Comment } from '../../../../core/api/batches.schema';
import { THUMBNAIL_FALLBACK } from '../../../lib/placeholder';
import { UnconfirmedActions } from './unconfirmed-actions';

const STATUS_COLOR: Record<Comment['status'], string> = {
  pending: 'gray',
  posting: 'blue',
  verifying: 'cyan',
  posted: 'green',
  unconfirmed: 'orange',
  failed: 'red',
  cancelled: 'gray',
  manual: 'teal',
};

/** YouTube refuses comments from some channels through the API (SPEC §2's hint). */
const isIneligible = (message: string) => /Google\+|must be merged with the user/i.test(message);

/** The status, and what the user needs to know or do about it; `inline`: no hover to read it. */
function StatusCell({ comment, inline = false }: { comment: Comment; inline?: boolean }) {
  const { t } = useTranslation();
  const badge = (
    <Badge
      color={STATUS_COLOR[comment.status]}
      variant={comment.status === 'failed' ? 'filled' : 'light'}
    >
      {t(`comments.status.${comment.status}`)}
    </Badge>
  );
  if (comment.status === 'unconfirmed') {
    return (
      <Stack gap={6}>
        {badge}
        <UnconfirmedActions comment={comment} inline={inline} />
      </Stack>
    );
  }
  if (comment.status === 'verifying') {
    return (
      <Stack gap={4}>
        {badge}
        <Text size="xs" c="dimmed" maw={260}>
          {t('launch.reports.verifyingHint')}
        </Text>
      </Stack>
    );
  }
  if (comment.status !== 'failed' || !comment.errorMessage) return badge;
  return (
    <Stack gap={4}>
      {inline ? (
        <>
          {badge}
          <Text size="xs" c="dimmed">
            {comment.errorMessage}
          </Text>
        </>
      ) : (
        <Tooltip label={comment.errorMessage} multiline maw={360} openDelay={700}>
          {badge}
        </Tooltip>
      )}
      {isIneligible(comment.errorMessage) && (
        <Text size="xs" c="dimmed" maw={260}>
          {t('launch.reports.ineligibleHint')}
        </Text>
      )}
    </Stack>
  );
}

function VideoCell({ comment: c }: { comment: Comment }) {
  if (!c.videoTitle) {
    return (
      <Text size="sm" ff="monospace">
        {c.videoId}
      </Text>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <Image
        fallbackSrc={THUMBNAIL_FALLBACK}
        src={c.videoThumbnail ?? `https://i.ytimg.com/vi/${c.videoId}/default.jpg`}
        w={48}
        h={27}
        radius="sm"
        alt=""
      />
      <Text size="sm" lineClamp={1} maw={220}>
        {c.videoTitle}
      </Text>
    </Group>
  );
}

const accountName = (c: Comment, gone: string) => c.accountName ?? c.accountEmail ?? gone;

/**
 * The report rows: a table where there is room; on a phone one card per comment, so the status
 * and what to do about it are on screen, not past a sideways scroll.
 */
export function ReportList({ comments }: { comments: Comment[] }) {
  const { t } = useTranslation();
  const roomy = useMediaQuery(`(min-width: ${em(768)})`, true);
  const gone = t('launch.reports.gone');

  if (!roomy) {
    return (
      <Stack gap="xs" role="list" aria-label={t('launch.tab.reports')}>
        {comments.map((c) => (
          <Card key={c.id} withBorder padding="sm" role="listitem">
            <Stack gap={6}>
              <Text size="sm" fw={500}>
                {accountName(c, gone)}
              </Text>
              <VideoCell comment={c} />
              <Text size="sm">{c.content}</Text>
              <StatusCell comment={c} inline />
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="xs" striped styles={{ td: { verticalAlign: 'top' } }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('launch.reports.account')}</Table.Th>
            <Table.Th>{t('launch.reports.video')}</Table.Th>
            <Table.Th>{t('launch.reports.comment')}</Table.Th>
            <Table.Th>{t('launch.reports.statusColumn')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {comments.map((c) => (
            <Table.Tr key={c.id}>
              <Table.Td>
                <Text size="sm">{accountName(c, gone)}</Text>
              </Table.Td>
              <Table.Td>
                <VideoCell comment={c} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2} maw={320}>
                  {c.content}
                </Text>
              </Table.Td>
              <Table.Td>
                <StatusCell comment={c} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
