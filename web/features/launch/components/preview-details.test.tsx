import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BatchPreview } from '@core/api/batches.schema';
import i18n from '@web/i18n/i18n';
import { renderWithApp } from '@web/test/render';
import { PreviewDetails } from './preview-details';

const DAY = 86_400_000;
/** When the confirmation was asked for, to start at once. */
const NOW = Date.parse('2026-12-01T10:00:00.000Z');

/** 4 comments on one channel, a minute apart: 3 minutes from its first to its last. */
function previewBeginning(beginsAt: number): BatchPreview {
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
      startAt: iso(NOW),
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

afterEach(() => i18n.changeLanguage('en'));

describe('PreviewDetails', () => {
  it.each([
    ['en', 'One comment per channel every 60 s: done in about 3 minutes once it starts.'],
    ['zh-CN', '每个频道每 60 秒发布一条评论：开始后预计约 3 分钟完成。'],
    ['zh-TW', '每個頻道每 60 秒發佈一則留言：開始後預計約 3 分鐘完成。'],
  ])(
    'in %s, a batch whose windows open tomorrow takes its minutes once it starts, not days',
    async (code, text) => {
      await i18n.changeLanguage(code);
      renderWithApp(<PreviewDetails preview={previewBeginning(NOW + DAY)} />);
      expect(screen.getByText(text)).toBeTruthy();
    },
  );

  it('a batch that begins now is simply done in its time; one asked to start later, once it starts', () => {
    const now = previewBeginning(NOW);
    const { unmount } = renderWithApp(<PreviewDetails preview={now} />);
    expect(
      screen.getByText('One comment per channel every 60 s: done in about 3 minutes.'),
    ).toBeTruthy();
    unmount();
    renderWithApp(<PreviewDetails preview={now} scheduled />);
    expect(screen.getByText(/done in about 3 minutes once it starts\.$/)).toBeTruthy();
  });
});
