import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FoundVideo } from '@core/api/find.schema';
import type { ImportVideosBody, ImportVideosResult } from '@core/api/videos.schema';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { markFoundSaved } from './found-pages';

/** The import the Add tab uses, with the metadata Find already holds: no second lookup. */
export const importFound = (videos: FoundVideo[], category: string) =>
  api<ImportVideosResult>('/api/videos/import', {
    method: 'POST',
    body: {
      // The import's sources are the Add tab's; a found video is added by hand.
      source: 'manual',
      videos: videos.map((video) => ({
        videoId: video.videoId,
        category,
        title: video.title,
        thumbnail: video.thumbnail,
        channelTitle: video.channelTitle,
        channelId: video.channelId,
        publishedAt: video.publishedAt,
        duration: video.duration,
        isShort: video.isShort,
        viewCount: video.viewCount,
        likeCount: video.likeCount,
        commentCount: video.commentCount,
      })),
    } satisfies ImportVideosBody,
  });

export function useImportFound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ videos, category }: { videos: FoundVideo[]; category: string }) =>
      importFound(videos, category),
    onSuccess: (_result, { videos }) => {
      markFoundSaved(
        queryClient,
        videos.map((video) => video.videoId),
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.videos }),
        queryClient.invalidateQueries({ queryKey: queryKeys.videoCategories }),
      ]);
    },
  });
}
