import type { YouTubeVideo } from '@core/api/videos.schema';
import { detailsRequests, LOOKUP_REQUESTS_AT_ONCE } from '@core/videos/details-requests';
import { api } from '@web/lib/api-client';

export interface DetailsResult {
  found: Map<string, YouTubeVideo>;
  /** Ids whose lookup failed (saved without details: docs/product.md §8 tolerates it). */
  failed: string[];
  /** The reason of the first failure, for the summary. */
  error?: unknown;
}

/**
 * docs/product.md §7 GET /api/youtube/videos for many ids, reporting progress as each part arrives.
 */
export async function fetchVideoDetails(
  ids: string[],
  onProgress: (done: number, total: number) => void,
): Promise<DetailsResult> {
  const chunks = detailsRequests(ids);
  const result: DetailsResult = { found: new Map(), failed: [] };
  let done = 0;
  let next = 0;
  onProgress(0, ids.length);
  const worker = async () => {
    while (next < chunks.length) {
      const chunk = chunks[next++]!;
      try {
        const { items } = await api<{ items: YouTubeVideo[] }>(
          `/api/youtube/videos?id=${chunk.join(',')}`,
        );
        for (const item of items) result.found.set(item.id, item);
      } catch (error) {
        result.failed.push(...chunk);
        result.error ??= error;
      }
      done += chunk.length;
      onProgress(done, ids.length);
    }
  };
  await Promise.all(
    Array.from({ length: Math.min(LOOKUP_REQUESTS_AT_ONCE, chunks.length) }, worker),
  );
  return result;
}
