import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@web/i18n/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BatchPreview } from '@core/api/batches.schema';
import { renderWithApp } from '@web/test/render';
import { ConfirmLaunchModal } from './confirm-launch-modal';
import type { Confirmation } from '../hooks/use-launch-confirmation';

const preview: BatchPreview = {
  total: 12,
  perPair: 3,
  videos: 2,
  channels: [
    { id: 'a', name: 'Alice Cooks', comments: 6 },
    { id: 'b', name: 'Alice Travels', comments: 6 },
  ],
  texts: [
    { content: 'Great video!', frequency: 2 },
    { content: 'Thanks', frequency: 1 },
  ],
  textCount: 2,
  quota: [{ credential: 'Project', cost: 600, left: 9_400, queued: 600, fitsToday: 188 }],
  etaSeconds: 17,
  plan: {
    startAt: '2026-11-25T10:00:00.000Z',
    beginsAt: '2026-11-25T10:00:00.000Z',
    timeZone: 'UTC',
    finishAt: '2026-11-25T10:00:16.000Z',
    channels: [],
    days: [],
    warnings: { idleFirstWeek: [], longerThan30Days: false },
  },
  pacingSeconds: 1,
  running: { batches: 1, comments: 12 },
  warnings: {
    repeatsPerVideo: 3,
    widelyUsedTexts: [],
    quotaShort: false,
    pausedAll: false,
    hiddenChannels: [],
    duplicates: 12,
    sameAsRunning: true,
  },
};
const body = { accountIds: ['a', 'b'], videoIds: ['v1', 'v2'], mode: 'single' as const };
const confirmation: Confirmation = {
  chosen: { ...body, videoIds: ['v1', 'v2', 'CDclosed001', 'NFgone00001'] },
  body,
  preview,
  check: {
    commentsDisabled: [{ videoId: 'CDclosed001', title: 'Closed video' }],
    notFound: [{ videoId: 'NFgone00001', title: null }],
  },
  leaveOut: true,
};

function renderModal(shown: Confirmation = confirmation) {
  const onLeaveOut = vi.fn();
  const onConfirm = vi.fn();
  renderWithApp(
    <ConfirmLaunchModal
      confirmation={shown}
      pending={false}
      updating={false}
      onLeaveOut={onLeaveOut}
      onStart={() => undefined}
      onCancel={() => {}}
      onConfirm={onConfirm}
    />,
  );
  return { dialog: screen.getByRole('dialog'), onLeaveOut, onConfirm };
}

afterEach(() => i18n.changeLanguage('en'));

describe('ConfirmLaunchModal', () => {
  it('counts comments, channels and videos in the words each number needs', async () => {
    const { dialog } = renderModal();
    expect(within(dialog).getByText('12 comments from 2 channels on 2 videos')).toBeTruthy();
    const one: BatchPreview = {
      ...preview,
      total: 1,
      videos: 1,
      channels: [{ id: 'a', name: 'Alice Cooks', comments: 1 }],
    };
    cleanup();
    const { dialog: single } = renderModal({ ...confirmation, preview: one });
    expect(within(single).getByText('1 comment from 1 channel on 1 video')).toBeTruthy();
    await i18n.changeLanguage('zh-CN');
    expect(await within(single).findByText('1 个频道在 1 个视频上发布 1 条评论')).toBeTruthy();
  });

  it('says the same batch is already running, with its queued comments in the time and quota', () => {
    const { dialog } = renderModal();
    expect(within(dialog).getByText('This batch is already running')).toBeTruthy();
    expect(within(dialog).getByText(/includes 12 comments still waiting/)).toBeTruthy();
    expect(within(dialog).getByText(/takes off the 600 units/)).toBeTruthy();
  });

  it('lists each text with its frequency', () => {
    const { dialog } = renderModal();
    expect(within(dialog).getByText('×2')).toBeTruthy();
    expect(within(dialog).getByText('×1')).toBeTruthy();
    expect(within(dialog).getByText('Great video!')).toBeTruthy();
  });

  it('names the videos YouTube would refuse, left out unless the user keeps them', async () => {
    const { dialog, onLeaveOut } = renderModal();
    expect(within(dialog).getByText('2 of the chosen videos cannot take comments')).toBeTruthy();
    expect(within(dialog).getByText('“Closed video”: comments are turned off')).toBeTruthy();
    expect(within(dialog).getByText('“NFgone00001”: no longer on YouTube')).toBeTruthy();
    const leaveOut = within(dialog).getByRole<HTMLInputElement>('checkbox', {
      name: 'Leave them out (recommended)',
    });
    expect(leaveOut.checked).toBe(true);
    await userEvent.click(leaveOut);
    expect(onLeaveOut).toHaveBeenCalledWith(false);
  });

  it.each([
    ['zh-CN', '视频“Video CDsafexxxx3”已关闭评论', '视频“NFgone00001”已不在 YouTube 上'],
    ['zh-TW', '影片「Video CDsafexxxx3」已關閉留言', '影片「NFgone00001」已不在 YouTube 上'],
  ])(
    'in %s, a title that is English reads as the title it is, not as the interface',
    async (language, off, gone) => {
      await i18n.changeLanguage(language);
      const { dialog } = renderModal({
        ...confirmation,
        check: {
          commentsDisabled: [{ videoId: 'CDsafexxxx3', title: 'Video CDsafexxxx3' }],
          notFound: [{ videoId: 'NFgone00001', title: null }],
        },
      });
      expect(await within(dialog).findByText(off)).toBeTruthy();
      expect(within(dialog).getByText(gone)).toBeTruthy();
    },
  );

  it('cannot be confirmed when no video is left to post on', () => {
    const { dialog } = renderModal({ ...confirmation, preview: undefined });
    expect(within(dialog).getByText(/None of the chosen videos can take comments/)).toBeTruthy();
    const button = within(dialog).getByRole<HTMLButtonElement>('button', {
      name: /Confirm and post/,
    });
    expect(button.disabled).toBe(true);
  });

  it.each([
    ['en', 'Others have not been seeing the comments of Alice Travels: its last 5'],
    ['zh-CN', '他人一直看不到 Alice Travels 的评论'],
    ['zh-TW', '他人一直看不到 Alice Travels 的留言'],
  ])('warns in %s of a chosen channel others have not been seeing', async (code, warning) => {
    await i18n.changeLanguage(code);
    const hidden = { ...preview.warnings, hiddenChannels: ['Alice Travels'] };
    const { dialog } = renderModal({ ...confirmation, preview: { ...preview, warnings: hidden } });
    expect(dialog.textContent).toContain(warning);
  });

  it('says nothing of hidden channels when none is', () => {
    const { dialog } = renderModal();
    expect(dialog.textContent).not.toMatch(/have not been seeing/);
  });

  it.each([
    ['zh-CN', '预计约 17 秒后完成'],
    ['zh-TW', '預計約 17 秒後完成'],
  ])('writes %s with full-width colons and no space between Han', async (code, eta) => {
    await i18n.changeLanguage(code);
    const { dialog } = renderModal();
    const text = dialog.textContent ?? '';
    expect(text).toContain(eta);
    expect(text).not.toMatch(/[\u4e00-\u9fff] [\u4e00-\u9fff]/);
    expect(text).not.toMatch(/[\u4e00-\u9fff]: |Alice Cooks:/);
    expect(text).toContain('Alice Cooks：6');
  });
});
