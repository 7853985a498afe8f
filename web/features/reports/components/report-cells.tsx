import { Anchor, Avatar, Badge, Group, Spoiler, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from '@web/i18n/use-translation';
import type { Comment } from '@core/api/batches.schema';
import { commentUrl } from '@core/format/comment-link';
import { formatDateTime } from '@core/format/date-time';
import { initials } from '@core/format/initials';
import { thumbnailUrl } from '@core/videos/video-ref';
import { VideoThumbnail } from '@web/components/video-thumbnail';
import { channelName } from '../lib/comment-text';

const breakAnywhere = { overflowWrap: 'anywhere' } as const;

export function ChannelCell({ comment: c }: { comment: Comment }) {
  const { t } = useTranslation();
  const name = channelName(c, t('launch.reports.gone'));
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <Avatar src={c.accountAvatar} size="sm" radius="xl" color="red" alt="">
        {initials({ fullName: c.accountName, email: c.accountEmail ?? name })}
      </Avatar>
      <Text size="sm" fw={500} miw={0} style={breakAnywhere}>
        {name}
      </Text>
    </Group>
  );
}

export function VideoCell({ comment: c }: { comment: Comment }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" miw={0}>
      <VideoThumbnail
        src={thumbnailUrl({ videoId: c.videoId, thumbnail: c.videoThumbnail }, 'default')}
        width={48}
        style={{ flexShrink: 0 }}
      />
      <Anchor
        size="sm"
        c="inherit"
        href={`https://www.youtube.com/watch?v=${c.videoId}`}
        target="_blank"
        rel="noreferrer"
        lineClamp={2}
        miw={0}
        style={breakAnywhere}
        ff={c.videoTitle ? undefined : 'monospace'}
      >
        {c.videoTitle ?? c.videoId}
      </Anchor>
    </Group>
  );
}

/**
 * The text as sent; a long one folded, with a way to read it all (no hover needed). An answer
 * (docs/replies.md §3) says it went into a thread.
 */
export function CommentText({ comment: c }: { comment: Comment }) {
  const { t } = useTranslation();
  const text = (
    <Spoiler
      maxHeight={64}
      showLabel={t('common.showMore')}
      hideLabel={t('common.showLess')}
      styles={{ control: { fontSize: 'var(--mantine-font-size-xs)' } }}
    >
      <Text size="sm" style={{ ...breakAnywhere, whiteSpace: 'pre-line' }}>
        {c.content}
      </Text>
    </Spoiler>
  );
  if (c.kind !== 'answer') return text;
  return (
    <Stack gap={4} align="flex-start">
      <Badge size="sm" variant="light" color="grape">
        {t('launch.reports.answer')}
      </Badge>
      {text}
    </Stack>
  );
}

/**
 * When it was posted, or when it stopped without going out (failed, cancelled, unconfirmed), in
 * the reader's language and time zone; and the comment on YouTube.
 */
export function TimeCell({ comment: c }: { comment: Comment }) {
  const { t, i18n } = useTranslation();
  const link = commentUrl(c.videoId, c.platformCommentId);
  const at = c.postedAt ?? c.stoppedAt;
  if (!at && !link) return null;
  return (
    <Stack gap={2}>
      {at && (
        <Text size="xs" c="dimmed" style={{ wordBreak: 'keep-all' }}>
          <time dateTime={at}>{formatDateTime(at, i18n.language)}</time>
        </Text>
      )}
      {link && (
        <Anchor size="xs" href={link} target="_blank" rel="noreferrer">
          <Group gap={4} wrap="nowrap" component="span">
            <IconExternalLink size={12} />
            {t('launch.reports.viewComment')}
          </Group>
        </Anchor>
      )}
    </Stack>
  );
}
