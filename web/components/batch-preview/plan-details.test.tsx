import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BatchPreview } from '@core/api/batches.schema';
import { formatDateTime, formatDay } from '@core/format/date-time';
import i18n from '@web/i18n/i18n';
import { renderWithApp } from '@web/test/render';
import { PlanDetails } from './plan-details';

/** Two channels over three days in Shanghai: Alice one a day, Bob two on the first. */
const plan: BatchPreview['plan'] = {
  startAt: '2026-12-01T01:00:00.000Z',
  beginsAt: '2026-12-01T01:00:00.000Z',
  timeZone: 'Asia/Shanghai',
  finishAt: '2026-12-03T01:00:00.000Z',
  channels: [
    { id: 'a', startAt: '2026-12-01T01:00:00.000Z', finishAt: '2026-12-03T01:00:00.000Z' },
    { id: 'b', startAt: '2026-12-01T01:00:00.000Z', finishAt: '2026-12-01T01:01:00.000Z' },
  ],
  days: [
    { date: '2026-12-01', channelId: 'a', count: 1 },
    { date: '2026-12-01', channelId: 'b', count: 2 },
    { date: '2026-12-02', channelId: 'a', count: 1 },
    { date: '2026-12-03', channelId: 'a', count: 1 },
  ],
  warnings: { idleFirstWeek: [], longerThan30Days: false },
};

function renderPlan(changes: Partial<BatchPreview['plan']> = {}) {
  const preview = {
    channels: [
      { id: 'a', name: 'Alice Cooks', comments: 3 },
      { id: 'b', name: 'Bob Builds', comments: 2 },
    ],
    plan: { ...plan, ...changes },
  } as BatchPreview;
  return renderWithApp(<PlanDetails preview={preview} scheduled />);
}

afterEach(() => i18n.changeLanguage('en'));

describe('PlanDetails', () => {
  it('says when it starts and ends, each channel’s span, and the comments of each day', () => {
    const { container } = renderPlan();
    const start = formatDateTime(plan.startAt, 'en', 'Asia/Shanghai');
    expect(container.textContent).toContain(`Starts ${start}`);
    expect(container.textContent).toContain('This batch runs over 3 days');
    expect(screen.getByText(/^Bob Builds: /).textContent).toContain(
      formatDateTime('2026-12-01T01:01:00.000Z', 'en', 'Asia/Shanghai'),
    );
    const table = screen.getByRole('table', { name: 'Comments per day' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    // A day is named once, on its first row.
    expect(rows).toEqual([
      [formatDay('2026-12-01', 'en'), 'Alice Cooks', '1'],
      ['', 'Bob Builds', '2'],
      [formatDay('2026-12-02', 'en'), 'Alice Cooks', '1'],
      [formatDay('2026-12-03', 'en'), 'Alice Cooks', '1'],
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    [
      'en',
      'Bob Builds: Dec 2, 2026, 9:00 AM',
      'Starts when its posting windows open: Dec 2, 2026, 9:00 AM',
    ],
    ['zh-CN', 'Bob Builds：2026年12月2日 09:00', '发布时段开放时开始：2026年12月2日 09:00'],
    ['zh-TW', 'Bob Builds：2026年12月2日上午9:00', '發佈時段開放時開始：2026年12月2日上午9:00'],
  ])(
    'in %s, a span within one minute is one time, and a start in closed windows says when they open',
    async (code, one, opens) => {
      await i18n.changeLanguage(code);
      const { container } = renderPlan({
        beginsAt: '2026-12-02T01:00:00.000Z',
        channels: [
          { id: 'a', startAt: '2026-12-02T01:00:00.000Z', finishAt: '2026-12-03T01:00:00.000Z' },
          { id: 'b', startAt: '2026-12-02T01:00:00.000Z', finishAt: '2026-12-02T01:00:30.000Z' },
        ],
      });
      expect(screen.getByText(/^Bob Builds[:：]/).textContent).toBe(one);
      expect(container.textContent).toContain(opens);
    },
  );

  it('a batch whose last comment goes in the minute it begins names that minute once', () => {
    const { container } = renderPlan({
      beginsAt: '2026-12-02T01:00:00.000Z',
      finishAt: '2026-12-02T01:00:50.000Z',
      channels: [
        { id: 'a', startAt: '2026-12-02T01:00:00.000Z', finishAt: '2026-12-02T01:00:50.000Z' },
      ],
      days: [{ date: '2026-12-02', channelId: 'a', count: 6 }],
    });
    const line = screen.getByText(/^Starts when its posting windows open/);
    expect(line.textContent).toBe('Starts when its posting windows open: Dec 2, 2026, 9:00 AM');
    expect(container.textContent).not.toContain('last comment');
  });

  it.each([
    ['en', 'Alice Cooks posts nothing in the 7 days after the start', 'more than 30 days'],
    ['zh-CN', 'Alice Cooks 在开始后的 7 天内不会发布任何评论', '30 天以上'],
    ['zh-TW', 'Alice Cooks 在開始後的 7 天內不會發佈任何留言', '30 天以上'],
  ])('warns in %s of an idle first week and of a plan past 30 days', async (code, idle, long) => {
    await i18n.changeLanguage(code);
    const { container } = renderPlan({
      warnings: { idleFirstWeek: ['Alice Cooks'], longerThan30Days: true },
    });
    expect(container.textContent).toContain(idle);
    expect(container.textContent).toContain(long);
  });
});
