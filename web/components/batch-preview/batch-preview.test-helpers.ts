import type { BatchPreview } from '@core/api/batches.schema';

/**
 * A confirmation as the server answers it: 4 comments on one channel, a minute apart (3 minutes
 * from its first to its last), asked for at `now` to begin at `beginsAt`.
 */
export function previewBeginning(beginsAt: number, now = beginsAt): BatchPreview {
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    total: 4,
    perPair: 1,
    videos: 4,
    channels: [{ id: 'a', name: 'Alice Cooks', comments: 4 }],
    texts: [{ content: 'Great video!', frequency: 1 }],
    textCount: 1,
    quota: [{ credential: 'Project', cost: 200, left: 9_800, queued: 0, fitsToday: 196 }],
    etaSeconds: 180,
    plan: {
      startAt: iso(now),
      beginsAt: iso(beginsAt),
      timeZone: 'UTC',
      finishAt: iso(beginsAt + 180_000),
      channels: [{ id: 'a', startAt: iso(beginsAt), finishAt: iso(beginsAt + 180_000) }],
      days: [{ date: iso(beginsAt).slice(0, 10), channelId: 'a', count: 4 }],
      warnings: { idleFirstWeek: [], longerThan30Days: false },
    },
    pacingSeconds: 60,
    running: { batches: 0, comments: 0 },
    warnings: {
      repeatsPerVideo: 0,
      widelyUsedTexts: [],
      quotaShort: false,
      pausedAll: false,
      hiddenChannels: [],
      duplicates: 0,
      sameAsRunning: false,
    },
  };
}
