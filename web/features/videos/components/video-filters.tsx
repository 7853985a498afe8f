import { Group, NumberInput, SegmentedControl, Select, TextInput } from '@mantine/core';
import { IconLayoutGrid, IconList, IconSearch } from '@tabler/icons-react';
import { useTranslation } from '@web/i18n/use-translation';
import { NO_CATEGORY } from '@core/rules/category-name';
import { useVideoCategories } from '@web/hooks/use-video-categories';
import { useVideoPage, type VideoFilter } from '@web/hooks/use-video-page';

export type Layout = 'grid' | 'list';
type FilterFields = Pick<VideoFilter, 'category' | 'sent' | 'sentMin' | 'sentMax'>;

interface Props {
  search: string;
  onSearch: (value: string) => void;
  filter: FilterFields;
  onFilter: (next: Partial<FilterFields>) => void;
  layout: Layout;
  onLayout: (layout: Layout) => void;
}

/** A count the user typed: at least 0 (docs/product.md §5: negatives become 0), or nothing. */
const count = (value: string | number) => {
  const n = typeof value === 'number' ? value : Number.parseInt(value, 10);
  return Number.isFinite(n) ? Math.max(0, Math.floor(n)) : undefined;
};

/** Side by side where there is room; on a phone each select gets the row, so its choice fits. */
const SELECT_SIZE = {
  flex: { base: '1 1 100%', xs: '1 1 170px' },
  maw: { base: '100%', xs: 210 },
} as const;

/**
 * docs/product.md §2 saved-videos filters: search, category (those with videos), comments sent,
 * view.
 */
export function VideoFilters({ search, onSearch, filter, onFilter, layout, onLayout }: Props) {
  const { t } = useTranslation();
  const categories = useVideoCategories();
  // Counted as the categories are: the total of a one-row page of videos without one.
  const uncategorised = useVideoPage({ page: 1, pageSize: 1, search: '', category: NO_CATEGORY });
  const noneCount = uncategorised.data?.total;
  return (
    <Group gap="sm" align="flex-end">
      <TextInput
        aria-label={t('videos.saved.search')}
        placeholder={t('videos.saved.search')}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        style={{ flex: 1, minWidth: 220 }}
      />
      <Select
        aria-label={t('templates.filterCategory')}
        {...SELECT_SIZE}
        allowDeselect={false}
        value={filter.category}
        onChange={(value) => onFilter({ category: value ?? '' })}
        data={[
          { value: '', label: t('categories.all') },
          {
            value: NO_CATEGORY,
            label:
              noneCount === undefined
                ? t('categories.none')
                : t('categories.withCount', { name: t('categories.none'), count: noneCount }),
          },
          ...(categories.data ?? [])
            .filter((c) => c.count > 0)
            .map((c) => ({
              value: c.id,
              label: t('categories.withCount', { name: c.name, count: c.count }),
            })),
        ]}
      />
      <Select
        aria-label={t('videos.saved.sentFilter')}
        {...SELECT_SIZE}
        allowDeselect={false}
        value={filter.sent}
        onChange={(value) => onFilter({ sent: value ?? '' })}
        data={[
          { value: '', label: t('videos.saved.sentAll') },
          { value: 'none', label: t('videos.saved.sentNone') },
          { value: 'any', label: t('videos.saved.sentAny') },
          { value: 'custom', label: t('videos.saved.sentCustom') },
        ]}
      />
      {filter.sent === 'custom' && (
        <>
          <NumberInput
            aria-label={t('videos.saved.sentMin')}
            placeholder={t('videos.saved.sentMin')}
            w={90}
            min={0}
            allowDecimal={false}
            value={filter.sentMin ?? ''}
            onChange={(value) => onFilter({ sentMin: count(value) })}
          />
          <NumberInput
            aria-label={t('videos.saved.sentMax')}
            placeholder={t('videos.saved.sentMax')}
            w={90}
            min={0}
            allowDecimal={false}
            value={filter.sentMax ?? ''}
            onChange={(value) => onFilter({ sentMax: count(value) })}
          />
        </>
      )}
      <SegmentedControl
        value={layout}
        onChange={(value) => onLayout(value)}
        data={[
          {
            value: 'grid',
            label: <IconLayoutGrid size={16} aria-label={t('videos.saved.grid')} />,
          },
          { value: 'list', label: <IconList size={16} aria-label={t('videos.saved.list')} /> },
        ]}
      />
    </Group>
  );
}
