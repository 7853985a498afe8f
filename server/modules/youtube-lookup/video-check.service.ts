import type { VideoCheck } from '@core/api/batches.schema';
import { savedTitles } from '../videos/videos.repository';
import { lookupVideos, type YouTubeReadDeps } from './youtube-lookup.service';

/**
 * Before a batch is confirmed: which chosen videos YouTube would refuse comments on, from one
 * videos.list call per 50 ids (1 quota unit each). YouTube leaves out a video it does not show
 * (deleted, private) and leaves out statistics.commentCount when comments are turned off.
 */
export async function checkVideos(
  deps: YouTubeReadDeps,
  workspaceId: string,
  videoIds: string[],
): Promise<VideoCheck> {
  const ids = [...new Set(videoIds)];
  const { items } = await lookupVideos(deps, workspaceId, ids);
  const found = new Map(items.map((item) => [item.id, item]));
  const notFound = ids.filter((id) => !found.has(id));
  const commentsDisabled = ids.filter(
    (id) => found.has(id) && found.get(id)!.statistics.commentCount === null,
  );
  // The title the user saved is the one they know it by; YouTube's when none was saved.
  const titles = await savedTitles(deps.db, workspaceId, [...commentsDisabled, ...notFound]);
  const named = (id: string) => ({
    videoId: id,
    title: titles.get(id) || found.get(id)?.snippet.title || null,
  });
  return { commentsDisabled: commentsDisabled.map(named), notFound: notFound.map(named) };
}
