import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { CALENDAR_DAY_PAGE, type Calendar, type CalendarDay } from '@core/api/calendar.schema';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The plan drifts as posting goes on: the server plans again after a minute, and so we ask. */
const CALENDAR_POLL_MS = 60_000;

/** docs/schedules.md §4: the planned comments of the days from `from` to `to` (inclusive). */
export function useCalendar(range: { from: string; to: string }, timeZone: string) {
  const query = new URLSearchParams({ ...range, timeZone });
  return useQuery({
    // Under the batches' key: a start moved, a batch paused or launched refreshes it.
    queryKey: [...queryKeys.batches, 'calendar', range.from, range.to, timeZone],
    queryFn: () => api<Calendar>(`/api/calendar?${query.toString()}`),
    refetchInterval: CALENDAR_POLL_MS,
    // Stepping to the next month keeps this one on screen until that one has come.
    placeholderData: keepPreviousData,
  });
}

/** One day's planned comments, in the order they go, a page at a time. */
export function useCalendarDay(date: string, timeZone: string) {
  return useInfiniteQuery({
    queryKey: [...queryKeys.batches, 'calendar-day', date, timeZone],
    queryFn: ({ pageParam }) =>
      api<CalendarDay>(
        `/api/calendar/day?${new URLSearchParams({ date, timeZone, offset: String(pageParam) }).toString()}`,
      ),
    initialPageParam: 0,
    getNextPageParam: (last) =>
      last.offset + CALENDAR_DAY_PAGE < last.total ? last.offset + CALENDAR_DAY_PAGE : undefined,
  });
}
