import type { TFunction } from '@web/i18n/translator';
import type { Video } from '@core/api/videos.schema';
import { toCsv } from '@core/csv/csv-export';
import { downloadText } from '@web/lib/download';
import { toast } from '@web/lib/toast';

/** docs/product.md §9: tabs open 100 ms apart. */
const TAB_DELAY_MS = 100;

/** Opens each video in a new tab; stops at the first the browser blocks, and says how to allow it. */
export async function openInTabs(videos: Video[], t: TFunction) {
  for (const [index, video] of videos.entries()) {
    if (index > 0) await new Promise((resolve) => setTimeout(resolve, TAB_DELAY_MS));
    // Not 'noopener': with it the browser hands back null even when the tab opened, and a
    // blocked pop-up could not be told apart. The opener link is cut by hand instead.
    const opened = window.open(video.url, '_blank');
    if (opened) opened.opener = null;
    else {
      toast({
        title: t('videos.bulk.popupBlocked'),
        description: t('videos.bulk.popupBlockedDesc'),
        variant: 'destructive',
      });
      return;
    }
  }
}

/** docs/product.md §9 export: video_export_{date}.csv, every cell safe from formula injection. */
export function exportVideos(videos: Video[], t: TFunction) {
  const csv = toCsv(
    [
      'videoId',
      'url',
      'title',
      'channel',
      'category',
      'publishedAt',
      'views',
      'likes',
      'comments',
      'duration',
      'sent',
    ],
    videos.map((v) => [
      v.videoId,
      v.url,
      v.title,
      v.channelTitle,
      v.category,
      v.publishedAt,
      v.statistics.viewCount,
      v.statistics.likeCount,
      v.statistics.commentCount,
      v.contentDetails.duration,
      v.sentCount,
    ]),
  );
  downloadText(`video_export_${new Date().toISOString().slice(0, 10)}.csv`, csv);
  toast({ title: t('videos.bulk.exported', { count: videos.length }), variant: 'success' });
}
