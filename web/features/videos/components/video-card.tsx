import { ActionIcon, Badge, Card, Checkbox } from '@mantine/core';
import { CategoryBadge } from '@web/components/category-badge';
import {
  IconExternalLink,
  IconEye,
  IconFolder,
  IconMessageCircle,
  IconThumbUp,
  IconTrash,
} from '@tabler/icons-react';
import type { TFunction } from '@web/i18n/translator';
import { memo, type ReactNode, type SyntheticEvent } from 'react';
import { THUMBNAIL_FALLBACK } from '@web/lib/placeholder';
import type { Video } from '@core/api/videos.schema';
import { InitialsAvatar } from '@web/components/initials-avatar';
import { truncate } from '@core/format/text';
import { formatDate, formatDateTime } from '@core/format/date-time';
import { formatNumber } from '@core/format/number';
import { abbreviateCount, durationSeconds, formatDuration } from '@core/format/video';
import { isNew } from '@core/rules/new-badge';
import { thumbnailUrl } from '@core/videos/video-ref';
import { SELECT_ATTRIBUTE } from '@web/hooks/use-long-press-select';
import { LazyTooltip } from '@web/components/lazy-tooltip';
import { relativeText } from '@web/components/relative-time';
import classes from './video-card.module.css';

/** docs/product.md §9: a card's title is cut at 40 characters. */
const TITLE_SHOWN = 40;

/** Our saved picture, else the image host's by id (docs/product.md §9: high quality on cards). */
export const cardThumbnail = (video: Pick<Video, 'thumbnail' | 'videoId'>) =>
  thumbnailUrl(video, 'hqdefault');

/** A saved picture that fails to load gives way to the placeholder, once. */
const onThumbnailError = (event: SyntheticEvent<HTMLImageElement>) => {
  const image = event.currentTarget;
  if (image.src !== THUMBNAIL_FALLBACK) image.src = THUMBNAIL_FALLBACK;
};

/**
 * The actions take the video rather than being made per card: they stay the same function from
 * one render to the next, so a card redraws only when its own video or state changes. The words
 * come from the page too: a `useTranslation` per card is a subscription per card.
 */
interface Props {
  video: Video;
  layout: 'grid' | 'list';
  selecting: boolean;
  selected: boolean;
  t: TFunction;
  language: string;
  /** Thumbnail or title: play, or in selection mode toggle. */
  onOpen: (video: Video) => void;
  onToggle: (id: string) => void;
  /** Left out, with `onDelete`, for a role that may not change videos: their buttons go. */
  onCategory?: (video: Video) => void;
  onDelete?: (video: Video) => void;
  onPointerDown: (event: React.PointerEvent, id: string) => void;
}

/**
 * docs/product.md §2 video card, in the grid or as a list row. Memoised: the grid redraws on every
 * scroll frame and the page on every key typed in the search; unchanged cards are skipped. Mantine
 * components only where they draw something (card, badges, avatar, icon buttons): the layout is
 * plain elements with the same styles, as a card mounts for each row scrolled into view.
 */
export const VideoCard = memo(function VideoCard(props: Props) {
  const { video, t } = props;
  const seconds = durationSeconds(video.contentDetails.duration);
  const title = video.title ?? t('videos.card.untitled', { id: video.videoId });
  const grid = props.layout === 'grid';
  const open = () => props.onOpen(video);

  const picture = (
    <button
      type="button"
      className={`mantine-focus-auto ${classes.button} ${classes.picture}`}
      onClick={open}
      // What it does, then the badges it shows (Shorts, New, the length): its name holds all its
      // visible text (WCAG 2.5.3), and a screen reader hears the badges too.
      aria-label={[
        props.selecting ? t('videos.card.select', { title }) : t('videos.card.play', { title }),
        video.isShort && t('videos.card.shorts'),
        isNew(video.createdAt) && t('common.new'),
        seconds !== null && formatDuration(seconds),
      ]
        .filter(Boolean)
        .join(t('common.listSeparator'))}
    >
      <img
        className={classes.thumbnail}
        src={cardThumbnail(video)}
        alt=""
        width={480}
        height={270}
        loading="lazy"
        decoding="async"
        onError={onThumbnailError}
      />
      <div className={classes.corner}>
        {props.selecting && (
          <Checkbox
            checked={props.selected}
            onChange={() => props.onToggle(video.id)}
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
      </div>
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
    </button>
  );

  const body = (
    <div className={classes.body}>
      <button
        type="button"
        className={`mantine-focus-auto ${classes.button}`}
        onClick={open}
        title={title}
      >
        <p className={classes.title}>{truncate(title, TITLE_SHOWN)}</p>
      </button>
      <div className={classes.channel}>
        <InitialsAvatar
          src={video.channelThumbnail}
          size={22}
          name={video.channelTitle}
          email="?"
        />
        <p className={classes.channelName}>
          {video.channelTitle ?? t('videos.card.unknownChannel')}
          {video.publishedAt && (
            <span className={classes.published}>
              &nbsp;·&nbsp;{formatDate(video.publishedAt, props.language)}
            </span>
          )}
        </p>
      </div>
      <div className={classes.stats}>
        <Stat
          icon={<IconEye size={14} />}
          label={t('videos.card.views')}
          value={video.statistics.viewCount}
          language={props.language}
        />
        <Stat
          icon={<IconThumbUp size={14} />}
          label={t('videos.card.likes')}
          value={video.statistics.likeCount}
          language={props.language}
        />
        <Stat
          icon={<IconMessageCircle size={14} />}
          label={t('videos.card.comments')}
          value={video.statistics.commentCount}
          language={props.language}
        />
      </div>
      {/* Always in view, not on hover: a phone has none (the exact time is extra, for a mouse). */}
      <p
        className={classes.refreshed}
        title={formatDateTime(video.detailsRefreshedAt, props.language)}
      >
        {t('videos.card.refreshed', {
          time: relativeText(new Date(video.detailsRefreshedAt), t, props.language),
        })}
      </p>
      <div className={classes.footer}>
        <div className={classes.badges}>
          {video.unavailable && (
            <Badge color="red" variant="light" tt="none">
              {t('videos.card.unavailable')}
            </Badge>
          )}
          {video.category ? (
            <CategoryBadge name={video.category} />
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
        </div>
        <div className={classes.actions}>
          <LazyTooltip label={t('videos.card.open')}>
            <ActionIcon
              component="a"
              href={video.url}
              target="_blank"
              rel="noreferrer"
              variant="subtle"
              aria-label={t('videos.card.open')}
            >
              <IconExternalLink size={16} />
            </ActionIcon>
          </LazyTooltip>
          {props.onCategory && (
            <LazyTooltip label={t('videos.card.category')}>
              <ActionIcon
                variant="subtle"
                aria-label={t('videos.card.category')}
                onClick={() => props.onCategory?.(video)}
              >
                <IconFolder size={16} />
              </ActionIcon>
            </LazyTooltip>
          )}
          {props.onDelete && (
            <LazyTooltip label={t('common.delete')}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('common.delete')}
                onClick={() => props.onDelete?.(video)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </LazyTooltip>
          )}
        </div>
      </div>
    </div>
  );

  return (
    <Card
      withBorder
      padding="sm"
      radius="md"
      className={video.unavailable ? classes.unavailable : undefined}
      {...{ [SELECT_ATTRIBUTE]: video.id }}
      onPointerDown={(event) => props.onPointerDown(event, video.id)}
      style={{
        outline: props.selected ? '2px solid var(--mantine-primary-color-filled)' : undefined,
        userSelect: props.selecting ? 'none' : undefined,
        height: grid ? '100%' : undefined,
      }}
    >
      <div className={grid ? classes.grid : classes.list}>
        {picture}
        {body}
      </div>
    </Card>
  );
});

function Stat({
  icon,
  label,
  value,
  language,
}: {
  icon: ReactNode;
  label: string;
  value: number | null;
  language: string;
}) {
  return (
    <div
      className={classes.stat}
      title={value === null ? undefined : `${formatNumber(value, language)} ${label}`}
    >
      {icon}
      <span className={classes.statValue} aria-label={label}>
        {value === null ? '—' : abbreviateCount(value)}
      </span>
    </div>
  );
}
