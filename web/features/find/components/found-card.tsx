import { Anchor, Badge, Checkbox, Text } from '@mantine/core';
import { IconEye, IconThumbUp } from '@tabler/icons-react';
import { memo } from 'react';
import type { FoundVideo } from '@core/api/find.schema';
import { abbreviateCount, durationSeconds, formatDuration } from '@core/format/video';
import { thumbnailUrl } from '@core/videos/video-ref';
import type { TFunction } from '@web/i18n/translator';
import classes from './found-card.module.css';

interface Props {
  video: FoundVideo;
  selected: boolean;
  t: TFunction;
  onToggle: (videoId: string) => void;
}

const count = (value: number | null) => (value === null ? '–' : abbreviateCount(value));

/** One found video; a saved one cannot be chosen again (it is in the collection already). */
export const FoundCard = memo(function FoundCard({ video, selected, t, onToggle }: Props) {
  const seconds = durationSeconds(video.duration);
  const toggle = () => {
    if (!video.saved) onToggle(video.videoId);
  };
  return (
    <div className={`${classes.card} ${selected ? classes.chosen : ''}`} data-testid="found-card">
      {/* The checkbox is the control for keyboards and screen readers; the picture is a bigger target. */}
      <div className={classes.picture} onClick={toggle}>
        <img
          className={classes.thumbnail}
          src={thumbnailUrl(video, 'hqdefault')}
          alt=""
          loading="lazy"
          decoding="async"
        />
        <span className={classes.corner}>
          <Checkbox
            checked={selected}
            disabled={video.saved}
            onChange={toggle}
            onClick={(event) => event.stopPropagation()}
            aria-label={t('find.card.select', { title: video.title })}
            size="md"
          />
          {video.isShort && (
            <Badge color="red" size="sm">
              {t('find.card.shorts')}
            </Badge>
          )}
          {video.saved && (
            <Badge color="green" size="sm">
              {t('find.card.saved')}
            </Badge>
          )}
        </span>
        {seconds !== null && (
          <Badge className={classes.duration} color="dark" size="sm" variant="filled" tt="none">
            {formatDuration(seconds)}
          </Badge>
        )}
      </div>
      <Anchor
        href={`https://www.youtube.com/watch?v=${video.videoId}`}
        target="_blank"
        rel="noreferrer"
        c="inherit"
        title={video.title}
      >
        <p className={classes.title}>{video.title}</p>
      </Anchor>
      <Text size="xs" c="dimmed" truncate>
        {video.channelTitle}
      </Text>
      <div className={classes.meta}>
        <span
          className={classes.stat}
          data-stat="views"
          title={t('find.card.views', { count: video.viewCount ?? 0 })}
        >
          <IconEye size={14} aria-hidden />
          {count(video.viewCount)}
        </span>
        <span
          className={classes.stat}
          title={t('find.card.likes', { count: video.likeCount ?? 0 })}
        >
          <IconThumbUp size={14} aria-hidden />
          {count(video.likeCount)}
        </span>
      </div>
    </div>
  );
});
