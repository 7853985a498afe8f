import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '@web/i18n/i18n';
import { renderWithApp } from '@web/test/render';
import { previewBeginning } from './batch-preview.test-helpers';
import { PreviewDetails } from './preview-details';

const DAY = 86_400_000;
/** When the confirmation was asked for, to start at once. */
const NOW = Date.parse('2026-12-01T10:00:00.000Z');

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
      renderWithApp(<PreviewDetails preview={previewBeginning(NOW + DAY, NOW)} />);
      expect(screen.getByText(text)).toBeTruthy();
    },
  );

  it('a batch that begins now is simply done in its time; one asked to start later, once it starts', () => {
    const now = previewBeginning(NOW, NOW);
    const { unmount } = renderWithApp(<PreviewDetails preview={now} />);
    expect(
      screen.getByText('One comment per channel every 60 s: done in about 3 minutes.'),
    ).toBeTruthy();
    unmount();
    renderWithApp(<PreviewDetails preview={now} scheduled />);
    expect(screen.getByText(/done in about 3 minutes once it starts\.$/)).toBeTruthy();
  });
});
