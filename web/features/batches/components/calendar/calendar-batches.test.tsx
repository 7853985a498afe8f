import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Calendar } from '@core/api/calendar.schema';
import { formatDateTime } from '@core/format/date-time';
import i18n from '@web/i18n/i18n';
import { queryKeys } from '@web/lib/query-keys';
import { fakeFetch } from '@web/test/fake-fetch';
import { ADA, memberAnswer, signedInClient } from '@web/test/member';
import { renderWithApp } from '@web/test/render';
import { CalendarBatches } from './calendar-batches';

const batch = (id: string, firstAt: string, lastAt: string): Calendar['batches'][number] => ({
  id,
  status: 'queued',
  total: 2,
  left: 2,
  startAt: null,
  startTimeZone: null,
  createdBy: null,
  firstAt,
  lastAt,
  channels: ['a'],
});

const calendar: Calendar = {
  timeZone: 'UTC',
  plannedAt: '2026-12-01T00:00:00.000Z',
  channels: [{ id: 'a', name: 'Alice Cooks' }],
  days: [],
  batches: [
    batch('one', '2026-12-02T09:00:00.000Z', '2026-12-02T09:00:40.000Z'),
    batch('two', '2026-12-02T09:00:00.000Z', '2026-12-02T09:01:00.000Z'),
  ],
  unplanned: [],
};

afterEach(() => i18n.changeLanguage('en'));

describe('CalendarBatches', () => {
  it.each([
    ['en', 'Planned at {at}', 'Planned from {at} to {end}'],
    ['zh-CN', '计划在 {at} 发布', '计划从 {at} 到 {end}'],
    ['zh-TW', '計畫在 {at} 發佈', '計畫從 {at} 到 {end}'],
  ])(
    'in %s, a batch planned within one minute says one time, not a range',
    async (code, one, range) => {
      await i18n.changeLanguage(code);
      renderWithApp(
        <CalendarBatches
          calendar={calendar}
          names={new Map([['a', 'Alice Cooks']])}
          onMoveStart={() => {}}
        />,
      );
      const at = formatDateTime('2026-12-02T09:00:00.000Z', code);
      const end = formatDateTime('2026-12-02T09:01:00.000Z', code);
      expect(screen.getByText(one.replace('{at}', at))).toBeTruthy();
      expect(screen.getByText(range.replace('{at}', at).replace('{end}', end))).toBeTruthy();
    },
  );
});

describe('CalendarBatches by role', () => {
  const SAM_ID = '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a';
  const scheduled = (id: string, createdBy: string) => ({
    ...batch(id, '2026-12-02T09:00:00.000Z', '2026-12-02T09:00:40.000Z'),
    status: 'scheduled' as const,
    startAt: '2026-12-02T09:00:00.000Z',
    createdBy,
  });

  it('offers an editor Change start on their own scheduled batch, not on another’s', async () => {
    const member = memberAnswer('editor');
    fakeFetch((url: string) => member(url));
    const queryClient = signedInClient();
    renderWithApp(
      <CalendarBatches
        calendar={{ ...calendar, batches: [scheduled('own', ADA.id), scheduled('sams', SAM_ID)] }}
        names={new Map([['a', 'Alice Cooks']])}
        onMoveStart={() => {}}
      />,
      { queryClient },
    );
    await waitFor(() =>
      expect(queryClient.getQueryState(queryKeys.workspaces)?.status).toBe('success'),
    );
    await act(() => import('@web/components/role-check'));
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Change start' })).toHaveLength(1),
    );
  });
});
