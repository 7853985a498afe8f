import { useState } from 'react';
import type { YouTubeVideo } from '@core/api/videos.schema';
import { categoryKey } from '@core/rules/category-name';
import type { ParsedVideoRow, VideoInputResult } from '@core/videos/video-input';
import { checkSavedVideos } from '../api/check-saved-videos';
import { fetchVideoDetails } from '../api/get-video-details';
import { useVideoCategories } from '@web/hooks/use-video-categories';

export interface PreparedImport {
  source: 'manual' | 'csv';
  /** New to the collection, with the platform's details where it gave them. */
  fresh: (ParsedVideoRow & { details?: YouTubeVideo })[];
  /** Already in the collection. */
  existing: ParsedVideoRow[];
  /** Repeated in the input (only the first is kept). */
  repeats: VideoInputResult['repeats'];
  invalid: VideoInputResult['invalid'];
  /** Videos whose details could not be fetched (still importable). */
  failedDetails: number;
  /** New videos YouTube answered for without them: private, deleted or mistyped ids. */
  unknown: string[];
  detailsError?: unknown;
  /** Categories the import will create first. */
  newCategories: string[];
}

/**
 * docs/product.md §4 import: parsed input → which videos are already saved → the platform's details
 * for the new ones (with progress) → the preview. Nothing is saved until the user confirms.
 */
export function useVideoImport() {
  const categories = useVideoCategories();
  const [progress, setProgress] = useState<{ done: number; total: number }>();
  const [prepared, setPrepared] = useState<PreparedImport>();

  const prepare = async (input: VideoInputResult, source: PreparedImport['source']) => {
    setProgress({ done: 0, total: input.videos.length });
    try {
      const { existing } = await checkSavedVideos(input.videos.map((v) => v.videoId));
      const saved = new Set(existing);
      const fresh = input.videos.filter((v) => !saved.has(v.videoId));
      const details = await fetchVideoDetails(
        fresh.map((v) => v.videoId),
        (done, total) => setProgress({ done, total }),
      );
      const lookedUp = new Set(details.failed);
      const unknown = fresh
        .map((v) => v.videoId)
        .filter((id) => !details.found.has(id) && !lookedUp.has(id));
      const known = new Set((categories.data ?? []).map((c) => categoryKey(c.name)));
      const newCategories = new Map<string, string>();
      for (const { category } of fresh) {
        if (
          category &&
          !known.has(categoryKey(category)) &&
          !newCategories.has(categoryKey(category))
        ) {
          newCategories.set(categoryKey(category), category);
        }
      }
      const result: PreparedImport = {
        source,
        fresh: fresh.map((v) => ({ ...v, details: details.found.get(v.videoId) })),
        existing: input.videos.filter((v) => saved.has(v.videoId)),
        repeats: input.repeats,
        invalid: input.invalid,
        failedDetails: details.failed.length,
        unknown,
        detailsError: details.error,
        newCategories: [...newCategories.values()],
      };
      setPrepared(result);
      return result;
    } finally {
      setProgress(undefined);
    }
  };

  return { prepare, progress, prepared, close: () => setPrepared(undefined) };
}
