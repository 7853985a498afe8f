import Papa from 'papaparse';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '@web/i18n/i18n';
import type { ReportRow } from '../api/get-batch-report';
import { reportCsv } from './csv-report';

afterEach(() => i18n.changeLanguage('en'));

const row = (over: Partial<ReportRow>): ReportRow => ({
  id: 'c1',
  kind: 'comment',
  replyId: null,
  batchId: 'b1',
  batchCreatedBy: null,
  accountId: null,
  accountName: 'Alice Cooks',
  accountAvatar: null,
  accountEmail: 'alice@example.com',
  videoId: 'rptPosted01',
  videoTitle: '=HYPERLINK("x")',
  videoThumbnail: null,
  content: 'Thanks, "really"',
  status: 'posted',
  errorMessage: null,
  errorReason: null,
  errorParams: null,
  platformCommentId: 'Ugz1',
  postedAt: '2026-11-23T01:41:46.000Z',
  stoppedAt: null,
  createdAt: '2026-11-23T01:41:41.000Z',
  visibility: null,
  likeCount: null,
  replyCount: null,
  waitingForWindowUntil: null,
  notBefore: null,
  position: 0,
  ...over,
});

describe('reportCsv', () => {
  it("has the reader's headers, statuses and explanations; YouTube's words and links as they are", async () => {
    await i18n.changeLanguage('zh-TW');
    const csv = reportCsv(
      [
        row({
          visibility: {
            state: 'visible',
            reason: null,
            checkedAt: '2026-11-23T02:00:00.000Z',
            nextCheckAt: null,
          },
          likeCount: 3,
          replyCount: 1,
        }),
        row({
          position: 1,
          videoId: 'CDrptFail01',
          videoTitle: 'Video CD',
          status: 'failed',
          errorReason: 'commentsDisabled',
          errorMessage: 'Comments are disabled.',
          platformCommentId: null,
          postedAt: null,
          stoppedAt: '2026-11-23T01:42:10.000Z',
        }),
      ],
      i18n.t,
    );
    const [header, posted, failed] = Papa.parse<string[]>(csv.trim()).data;
    expect(header).toEqual([
      '頻道',
      '影片 ID',
      '影片標題',
      '留言',
      '狀態',
      '原因說明',
      'YouTube 的訊息',
      '發佈時間（UTC）',
      '停止時間（UTC）',
      '他人能否看到',
      '最近檢查時間（UTC）',
      '按讚數',
      '回覆數',
      '留言連結',
    ]);
    expect(posted).toEqual([
      'Alice Cooks',
      'rptPosted01',
      `'=HYPERLINK("x")`,
      'Thanks, "really"',
      '已發佈',
      '',
      '',
      '2026-11-23T01:41:46.000Z',
      '',
      '他人可見',
      '2026-11-23T02:00:00.000Z',
      '3',
      '1',
      'https://www.youtube.com/watch?v=rptPosted01&lc=Ugz1',
    ]);
    expect(failed!.slice(4, 9)).toEqual([
      '失敗',
      '這部影片已關閉留言。',
      'Comments are disabled.',
      '',
      '2026-11-23T01:42:10.000Z',
    ]);
  });
});
