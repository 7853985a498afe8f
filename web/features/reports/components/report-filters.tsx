import { Select, SimpleGrid } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { LAUNCH_DATA_STALE_MS } from '@web/lib/query-keys';
import { useTranslation } from '@web/i18n/use-translation';
import { COMMENT_STATUSES } from '@core/posting/states';
import { VISIBILITY_STATES } from '@core/visibility/visibility-state';
import { formatDateTime } from '@core/format/date-time';
import { useChannels } from '@web/hooks/use-channels';
import { useVideoPage } from '@web/hooks/use-video-page';
import type { ReportFilter } from '../api/get-report-comments';
import { useRecentBatches } from '../api/get-recent-batches';

type Option = { value: string; label: string };

/** One of the user's saved videos, found by typing part of its title (the server searches). */
function VideoFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [chosen, setChosen] = useState<Option>();
  // While the box shows the chosen title, the list is not narrowed to it.
  const videos = useVideoPage(
    { page: 1, pageSize: 50, search: debounced === chosen?.label ? '' : debounced },
    LAUNCH_DATA_STALE_MS,
  );
  const options: Option[] = (videos.data?.items ?? []).map((v) => ({
    value: v.videoId,
    label: v.title ?? v.videoId,
  }));
  if (chosen && value && !options.some((o) => o.value === chosen.value)) options.unshift(chosen);
  return (
    <Select
      aria-label={t('launch.reports.video')}
      placeholder={t('launch.reports.allVideos')}
      searchable
      clearable
      value={value || null}
      data={options}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={t('launch.reports.noVideoFound')}
      onChange={(next, option) => {
        setChosen(option ?? undefined);
        onChange(next ?? '');
      }}
    />
  );
}

/** The report narrowed by batch, status, channel, video and visibility; each starts at "all". */
export function ReportFilters({
  filter,
  onChange,
}: {
  filter: ReportFilter;
  onChange: (change: Partial<ReportFilter>) => void;
}) {
  const { t, i18n } = useTranslation();
  const batches = useRecentBatches();
  const accounts = useChannels();
  // A batch is known by when it starts (a scheduled one, later than it was made).
  const batchOptions = (batches.data ?? []).map((b) => ({
    value: b.id,
    label: t('launch.reports.batchLabel', {
      time: formatDateTime(b.startAt ?? b.createdAt, i18n.language),
      total: b.total,
    }),
  }));
  // A batch linked from elsewhere may be older than the recent ones listed.
  if (filter.batchId && batches.isSuccess && !batchOptions.some((o) => o.value === filter.batchId))
    batchOptions.unshift({ value: filter.batchId, label: filter.batchId.slice(0, 8) });

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 5 }} spacing="sm" verticalSpacing="xs">
      <Select
        aria-label={t('launch.reports.batch')}
        allowDeselect={false}
        value={filter.batchId}
        onChange={(value) => onChange({ batchId: value ?? '' })}
        data={[{ value: '', label: t('launch.reports.allBatches') }, ...batchOptions]}
      />
      <Select
        aria-label={t('launch.reports.status')}
        allowDeselect={false}
        value={filter.status}
        onChange={(value) =>
          onChange({ status: COMMENT_STATUSES.find((status) => status === value) ?? '' })
        }
        data={[
          { value: '', label: t('launch.reports.allStatuses') },
          ...COMMENT_STATUSES.map((status) => ({
            value: status,
            label: t(`comments.status.${status}`),
          })),
        ]}
      />
      <Select
        aria-label={t('launch.reports.channel')}
        allowDeselect={false}
        value={filter.accountId}
        onChange={(value) => onChange({ accountId: value ?? '' })}
        data={[
          { value: '', label: t('launch.reports.allChannels') },
          ...(accounts.data ?? []).map((a) => ({ value: a.id, label: a.fullName ?? a.email })),
        ]}
      />
      <VideoFilter value={filter.videoId} onChange={(videoId) => onChange({ videoId })} />
      <Select
        aria-label={t('launch.reports.visibility')}
        allowDeselect={false}
        value={filter.visibility}
        onChange={(value) =>
          onChange({ visibility: VISIBILITY_STATES.find((state) => state === value) ?? '' })
        }
        data={[
          { value: '', label: t('launch.reports.allVisibility') },
          ...VISIBILITY_STATES.map((state) => ({
            value: state,
            label: t(`visibility.state.${state}`),
          })),
        ]}
      />
    </SimpleGrid>
  );
}
