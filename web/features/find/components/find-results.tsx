import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import type { InfiniteData } from '@tanstack/react-query';
import type { FoundPage } from '@core/api/find.schema';
import { useTranslation } from '@web/i18n/use-translation';
import { useSelection } from '@web/hooks/use-selection';
import { errorText } from '@web/lib/error-text';
import { FoundCard } from './found-card';
import classes from './found-card.module.css';
import { SaveFound } from './save-found';

interface Props {
  data: InfiniteData<FoundPage> | undefined;
  loading: boolean;
  error: unknown;
  hasMore: boolean;
  loadingMore: boolean;
  /** What one more page costs. */
  pageCost: number;
  onLoadMore: () => void;
}

/**
 * The videos found so far (pages accumulate), the choice of some or all, and saving them. A page
 * that fails (quota spent) shows its error under what was already found, which stays.
 */
export function FindResults({
  data,
  loading,
  error,
  hasMore,
  loadingMore,
  pageCost,
  onLoadMore,
}: Props) {
  const { t } = useTranslation();
  const { selected, toggle, setMany, clear } = useSelection();
  if (loading) return <Loader role="status" aria-label={t('find.results.loading')} />;
  const pages = data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const scanned = pages.reduce((sum, page) => sum + page.scanned, 0);
  const source = pages[0]?.source;
  const choosable = items.filter((item) => !item.saved).map((item) => item.videoId);
  const chosen = items.filter((item) => selected.has(item.videoId) && !item.saved);
  const all = choosable.length > 0 && chosen.length === choosable.length;

  return (
    <Stack gap="md">
      {pages.length > 0 && (
        <Group justify="space-between" gap="sm">
          <Stack gap={2}>
            {source && (
              <Text fw={500}>
                {t(`find.results.source.${source.kind}`, { title: source.title })}
              </Text>
            )}
            <Text size="sm" c="dimmed" data-testid="find-shown">
              {t('find.results.shown', { shown: items.length, scanned })}
            </Text>
          </Stack>
          {items.length > 0 && (
            <Group gap="sm">
              <Text size="sm" c="dimmed" data-testid="find-selected">
                {t('find.save.selected', { count: chosen.length })}
              </Text>
              <Checkbox
                label={t('find.results.selectAll')}
                checked={all}
                indeterminate={chosen.length > 0 && !all}
                disabled={choosable.length === 0}
                onChange={() => setMany(choosable, !all)}
              />
            </Group>
          )}
        </Group>
      )}
      {pages.length > 0 && items.length === 0 && (
        <Text c="dimmed">{t('find.results.noneFit', { count: scanned })}</Text>
      )}
      {items.length > 0 && (
        // Pinned under the page's header while the results scroll by: the choice is made far down
        // a long list, and saving should not need a trip back up. (At the top, not the bottom:
        // the toasts come up from the bottom.)
        <Paper withBorder shadow="sm" p="sm" className={classes.saveBar}>
          <SaveFound chosen={chosen} onSaved={clear} />
        </Paper>
      )}
      <SimpleGrid
        cols={{ base: 2, md: 3, lg: 4 }}
        spacing={{ base: 'xs', sm: 'md' }}
        verticalSpacing="lg"
      >
        {items.map((video) => (
          <FoundCard
            key={video.videoId}
            video={video}
            selected={selected.has(video.videoId) && !video.saved}
            t={t}
            onToggle={toggle}
          />
        ))}
      </SimpleGrid>
      {!!error && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('find.results.failed')}>
          {errorText(t, error)}
        </Alert>
      )}
      {hasMore && (
        <Group justify="center">
          <Button
            variant="default"
            leftSection={<IconPlus size={16} />}
            loading={loadingMore}
            onClick={onLoadMore}
          >
            {t('find.results.loadMore', { count: pageCost })}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
