import {
  AspectRatio,
  Badge,
  Box,
  Card,
  Checkbox,
  Group,
  Image,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import {
  IconExternalLink,
  IconEye,
  IconFolder,
  IconMessageCircle,
  IconThumbUp,
  IconTrash,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { THUMBNAIL_FALLBACK } from '../../../lib/placeholder';
import type { Video } from '../../../../core/api/videos.schema';
import { InitialsAvatar } from '../../../components/initials-avatar';
import { truncate } from '../../../../core/format/text';
import { abbreviateCount, durationSeconds, formatDuration } from '../../../../core/format/video';
import { isNew } from '../../../../core/rules/new-badge';
import { IconAction } from '../../../components/icon-action';
import { SELECT_ATTRIBUTE } from '../../../hooks/use-long-press-select';

/** SPEC §9: a card's title is cut at 40 characters. */
const TITLE_SHOWN = 40;

/** Our saved picture, else the image host's by id (SPEC §9: high quality on cards). */
export const cardThumbnail = (video: Pick<Video, 'thumbnail' | 'videoId'>) =>
  video.thumbnail ?? `https://i.ytimg.com/vi/${video.videoId}/hqdefault.jpg`;

interface Props {
  video: Video;
  layout: 'grid' | 'list';
  selecting: boolean;
  selected: boolean;
  /** Thumbnail or title: play, or in selection mode toggle. */
  onOpen: () => void;
  onToggle: () => void;
  onCategory: () => void;
  onDelete: () => void;
  onPointerDown: (event: React.PointerEvent) => void;
}

/** SPEC §2 video card, in the grid or as a list row. */
export function VideoCard(props: Props) {
  const { t, i18n } = useTranslation();
  const { video } = props;
  const seconds = durationSeconds(video.contentDetails.duration);
  const title = video.title ?? t('videos.card.untitled', { id: video.videoId });
  const grid = props.layout === 'grid';

  const picture = (
    <UnstyledButton
      onClick={props.onOpen}
      aria-label={
        props.selecting ? t('videos.card.select', { title }) : t('videos.card.play', { title })
      }
      style={{ position: 'relative', display: 'block', width: grid ? '100%' : 160, flexShrink: 0 }}
    >
      <AspectRatio ratio={16 / 9}>
        <Image
          src={cardThumbnail(video)}
          alt=""
          radius="sm"
          loading="lazy"
          fallbackSrc={THUMBNAIL_FALLBACK}
        />
      </AspectRatio>
      <Group gap={4} pos="absolute" top={6} left={6}>
        {props.selecting && (
          <Checkbox
            checked={props.selected}
            onChange={props.onToggle}
            onClick={(event) => event.stopPropagation()}
            aria-label={t('videos.card.select', { title })}
          />
        )}
        {video.isShort && (
          <Badge color="red" size="sm">
            {t('videos.card.shorts')}
          </Badge>
        )}
        {isNew(video.createdAt) && (
          <Badge color="green" size="sm">
            {t('common.new')}
          </Badge>
        )}
      </Group>
      {seconds !== null && (
        <Badge
          pos="absolute"
          bottom={6}
          right={6}
          color="dark"
          size="sm"
          variant="filled"
          tt="none"
        >
          {formatDuration(seconds)}
        </Badge>
      )}
    </UnstyledButton>
  );

  const body = (
    <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
      <UnstyledButton onClick={props.onOpen} title={title}>
        <Text fw={500} size="sm" lineClamp={2}>
          {truncate(title, TITLE_SHOWN)}
        </Text>
      </UnstyledButton>
      <Group gap="xs" wrap="nowrap">
        <InitialsAvatar
          src={video.channelThumbnail}
          size={22}
          name={video.channelTitle}
          email="?"
        />
        <Text size="xs" c="dimmed" truncate>
          {video.channelTitle ?? t('videos.card.unknownChannel')}
          {video.publishedAt &&
            ` · ${new Date(video.publishedAt).toLocaleDateString(i18n.language)}`}
        </Text>
      </Group>
      <Group gap="sm">
        <Stat
          icon={<IconEye size={14} />}
          label={t('videos.card.views')}
          value={video.statistics.viewCount}
        />
        <Stat
          icon={<IconThumbUp size={14} />}
          label={t('videos.card.likes')}
          value={video.statistics.likeCount}
        />
        <Stat
          icon={<IconMessageCircle size={14} />}
          label={t('videos.card.comments')}
          value={video.statistics.commentCount}
        />
      </Group>
      <Group gap={6} justify="space-between" wrap="nowrap">
        <Group gap={6} style={{ minWidth: 0 }}>
          {video.category ? (
            <Badge variant="light" tt="none" maw={140}>
              {video.category}
            </Badge>
          ) : (
            <Badge variant="outline" color="gray" tt="none">
              {t('categories.none')}
            </Badge>
          )}
          {video.sentCount > 0 && (
            <Badge color="teal" variant="light" tt="none">
              {t('videos.card.sent', { count: video.sentCount })}
            </Badge>
          )}
        </Group>
        <Group gap={2} wrap="nowrap">
          <IconAction label={t('videos.card.open')} href={video.url}>
            <IconExternalLink size={16} />
          </IconAction>
          <IconAction label={t('videos.card.category')} onClick={props.onCategory}>
            <IconFolder size={16} />
          </IconAction>
          <IconAction label={t('common.delete')} color="red" onClick={props.onDelete}>
            <IconTrash size={16} />
          </IconAction>
        </Group>
      </Group>
    </Stack>
  );

  return (
    <Card
      withBorder
      padding="sm"
      radius="md"
      {...{ [SELECT_ATTRIBUTE]: video.id }}
      onPointerDown={props.onPointerDown}
      style={{
        outline: props.selected ? '2px solid var(--mantine-primary-color-filled)' : undefined,
        userSelect: props.selecting ? 'none' : undefined,
        height: grid ? '100%' : undefined,
      }}
    >
      {grid ? (
        <Stack gap="sm">
          {picture}
          {body}
        </Stack>
      ) : (
        <Group gap="md" wrap="nowrap" align="flex-start">
          {picture}
          {body}
        </Group>
      )}
    </Card>
  );
}

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: number | null }) {
  return (
    <Group
      gap={3}
      c="dimmed"
      title={value === null ? undefined : `${value.toLocaleString()} ${label}`}
    >
      {icon}
      <Box component="span" fz="xs" aria-label={label}>
        {value === null ? '—' : abbreviateCount(value)}
      </Box>
    </Group>
  );
}
