import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { afterEach, describe, expect, it } from 'vitest';
import { FAILURE_REASONS } from '@core/api/failure-reasons';
import type { Comment } from '@core/api/batches.schema';
import i18n from '@web/i18n/i18n';
import { ReportReason } from './report-reason';

afterEach(() => i18n.changeLanguage('en'));

const DISABLED = 'The video identified by the videoId parameter has disabled comments.';

type Shown = Pick<Comment, 'status' | 'errorReason' | 'errorMessage'> &
  Partial<Pick<Comment, 'errorParams'>>;

const show = (comment: Shown) =>
  render(
    <MantineProvider>
      <div data-testid="reason">
        <ReportReason comment={{ errorParams: null, ...comment }} />
      </div>
    </MantineProvider>,
  );

describe('ReportReason', () => {
  it.each(['en', 'zh-CN', 'zh-TW'])('explains every known reason in %s', async (language) => {
    await i18n.changeLanguage(language);
    for (const reason of FAILURE_REASONS) {
      const key = `comments.reason.${reason}`;
      expect(i18n.exists(key), key).toBe(true);
    }
  });

  it("shows a refusal in the reader's language, with YouTube's own words beside it", async () => {
    await i18n.changeLanguage('zh-CN');
    show({ status: 'failed', errorReason: 'commentsDisabled', errorMessage: DISABLED });
    expect(screen.getByText('这个视频已关闭评论。')).toBeTruthy();
    expect(screen.getByText(`YouTube 原文：${DISABLED}`)).toBeTruthy();
  });

  it('in Traditional Chinese too', async () => {
    await i18n.changeLanguage('zh-TW');
    show({ status: 'failed', errorReason: 'commentsDisabled', errorMessage: DISABLED });
    expect(screen.getByText('這部影片已關閉留言。')).toBeTruthy();
  });

  it("keeps Google's words behind an engine reason, labelled as theirs", () => {
    show({ status: 'unconfirmed', errorReason: 'lookupRefused', errorMessage: 'Forbidden.' });
    expect(
      screen.getByText(
        "YouTube would not list the video's comments, so whether it was posted could not be checked.",
      ),
    ).toBeTruthy();
    expect(screen.getByText(/^YouTube said: Forbidden\./)).toBeTruthy();
  });

  it("never shows an older row's English beside the engine's translated reason", async () => {
    await i18n.changeLanguage('zh-CN');
    show({
      status: 'unconfirmed',
      errorReason: 'lookupTooBusy',
      errorParams: { count: 1000 },
      errorMessage: 'More than 1,000 comments were made on the video after the send.',
    });
    expect(screen.getByTestId('reason').textContent).toBe(
      '发送后视频上的新评论超过 1,000 条，因此无法核实。',
    );
  });

  it.each([
    ['en', 'YouTube kept failing, so sending stopped after 5 attempts.YouTube said: Backend Error'],
    ['zh-CN', 'YouTube 持续出错，尝试 5 次后已停止发送。YouTube 原文：Backend Error'],
    ['zh-TW', 'YouTube 持續出錯，嘗試 5 次後已停止傳送。YouTube 原文：Backend Error'],
  ])(
    "says the engine's reason with its numbers in %s, and YouTube's words as theirs",
    async (language, text) => {
      await i18n.changeLanguage(language);
      show({
        status: 'failed',
        errorReason: 'tooManyAttempts',
        errorParams: { count: 5 },
        errorMessage: 'Backend Error',
      });
      expect(screen.getByTestId('reason').textContent).toBe(text);
    },
  );

  it("labels YouTube's words as YouTube's for a reason it does not know", () => {
    show({
      status: 'failed',
      errorReason: 'somethingNew',
      errorMessage: 'A brand new refusal.',
    });
    expect(screen.getByTestId('reason').textContent).toBe('YouTube said: A brand new refusal.');
  });

  it('explains a cancelled comment, and adds the API hint for an ineligible channel', () => {
    show({
      status: 'cancelled',
      errorReason: 'channelDisconnected',
      errorMessage: 'Disconnected.',
    });
    expect(
      screen.getByText('The channel was disconnected, so its remaining comments were not sent.'),
    ).toBeTruthy();
    show({ status: 'failed', errorReason: 'ineligibleAccount', errorMessage: 'Forbidden.' });
    expect(screen.getByText(/This is a limitation of the YouTube API/)).toBeTruthy();
  });

  it('says nothing for a comment that went well or is still on its way', () => {
    show({
      status: 'pending',
      errorReason: 'quotaExceeded',
      errorMessage: 'Quota.',
    });
    expect(screen.getByTestId('reason').textContent).toBe('');
  });
});
