import { expect, type Locator, type Page } from '@playwright/test';
import {
  expectBadgesWhole,
  expectNoSidewaysScroll,
  expectWithinWidth,
  type Language,
} from './reports-helpers';

/** What the reports journey reads on screen, in each language, and the full check of a report. */
export const SHORT = { timeout: 2000 };
export const DISABLED = 'The video identified by the videoId parameter has disabled comments.';
export const WORDS = {
  en: {
    reports: 'Reports',
    posted: 'Posted',
    failed: 'Failed',
    unconfirmed: 'Unconfirmed',
    disabled: 'Comments are turned off on this video.',
    said: `YouTube said: ${DISABLED}`,
    link: 'View the comment on YouTube',
    summary: 'Finished: 6 comments',
  },
  'zh-CN': {
    reports: '报告',
    posted: '已发布',
    failed: '失败',
    unconfirmed: '未确认',
    disabled: '这个视频已关闭评论。',
    said: `YouTube 原文：${DISABLED}`,
    link: '在 YouTube 上查看评论',
    summary: '已结束：6 条评论',
  },
  'zh-TW': {
    reports: '報告',
    posted: '已發佈',
    failed: '失敗',
    unconfirmed: '未確認',
    disabled: '這部影片已關閉留言。',
    said: `YouTube 原文：${DISABLED}`,
    link: '在 YouTube 上查看留言',
    summary: '已結束：6 則留言',
  },
} satisfies Record<Language, Record<string, string>>;

/** The report's rows: table rows where there is room, cards on a phone. */
export function reportRows(page: Page, language: Language): Locator {
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .or(page.getByRole('list', { name: WORDS[language].reports }).getByRole('listitem'));
}

/**
 * The report as each reader gets it: every status whole and on screen, the reason in their
 * language with YouTube's words beside it, without hovering, and nothing off to the side.
 */
export async function checkReport(page: Page, language: Language, batchId: string) {
  const words = WORDS[language];
  const address = `/launch?tab=reports&batch=${batchId}`;
  if (!page.url().endsWith(address)) await page.goto(address);
  const rows = reportRows(page, language);
  await expect(rows).toHaveCount(6);
  await expect(page.locator('button[data-loading]')).toHaveCount(0);

  // Soft, and quick (the page has loaded): each defect is reported on its own.
  for (const row of await rows.all()) {
    // Its status, and what others see of it once posted.
    const badges = row.locator('.mantine-Badge-root');
    await expect.soft(badges.first(), 'status shown').toBeVisible(SHORT);
    for (const badge of await badges.all()) await expectWithinWidth(badge);
  }
  await expectBadgesWhole(page.locator('body'));
  await expectNoSidewaysScroll(page);

  const withStatus = (status: string) =>
    rows.filter({ has: page.getByText(status, { exact: true }) });
  const failed = withStatus(words.failed);
  await expect(failed).toHaveCount(2);
  for (const row of await failed.all()) {
    await expect.soft(row.getByText(DISABLED), 'platform text without hover').toBeVisible(SHORT);
    await expect.soft(row.getByText(words.disabled, { exact: true }), 'reason').toBeVisible(SHORT);
    await expect.soft(row.getByText(words.said, { exact: true })).toBeVisible(SHORT);
  }
  const posted = withStatus(words.posted);
  await expect(posted).toHaveCount(3);
  for (const row of await posted.all()) {
    await expect
      .soft(row.getByRole('link', { name: words.link }), 'link to the comment')
      .toHaveAttribute(
        'href',
        /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}&lc=[\w-]+$/,
        SHORT,
      );
    await expect.soft(row.locator('time'), 'time posted').toBeVisible(SHORT);
  }
  await expect(withStatus(words.unconfirmed)).toHaveCount(1);
}
