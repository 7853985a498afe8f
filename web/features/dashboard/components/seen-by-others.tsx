import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { TitledCard } from '@web/components/section-card';
import { useTranslation } from '@web/i18n/use-translation';
import { formatNumber } from '@core/format/number';
import type { Dashboard, Fared } from '@core/api/dashboard.schema';

/** "80% seen by others (of 12 checked) · 5 likes · 1 reply", or that none were checked yet. */
function FaredLine({ fared, size = 'xs' }: { fared: Fared; size?: 'xs' | 'sm' }) {
  const { t, i18n } = useTranslation();
  const n = (value: number) => formatNumber(value, i18n.language);
  const parts = [
    fared.checked
      ? t('dashboard.seen.rate', {
          percent: n(Math.round((fared.visible / fared.checked) * 100)),
          count: fared.checked,
          n: n(fared.checked),
        })
      : t('dashboard.seen.noneChecked'),
    t('visibility.likes', { count: fared.likes, n: n(fared.likes) }),
    t('visibility.replies', { count: fared.replies, n: n(fared.replies) }),
  ];
  return (
    <Text size={size} c={size === 'xs' ? 'dimmed' : undefined}>
      {parts.join(' · ')}
    </Text>
  );
}

/**
 * docs/visibility.md: how the last 14 days' comments fared with others: the share they could
 * see, likes and replies; and which channels and which texts did best. Loaded once the numbers
 * have arrived (as the chart is): the dashboard's first screen never waits for it.
 */
export default function SeenByOthers({ data }: { data: Dashboard }) {
  const { t, i18n } = useTranslation();
  const [by, setBy] = useState<'channels' | 'templates'>('channels');
  const rows = data.results[by];
  return (
    <TitledCard title={t('dashboard.seen.title')}>
      <Stack gap="sm">
        <FaredLine fared={data.seen} size="sm" />
        <SegmentedControl
          w="fit-content"
          value={by}
          onChange={(value) => setBy(value === 'templates' ? 'templates' : 'channels')}
          data={[
            { value: 'channels', label: t('dashboard.seen.byChannel') },
            { value: 'templates', label: t('dashboard.seen.byTemplate') },
          ]}
        />
        {rows.length ? (
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {rows.map((row) => (
              <Stack key={row.id} gap={0} component="li">
                <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
                  <Text size="sm" fw={500} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                    {row.name ?? t('launch.reports.gone')}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                    {t('dashboard.seen.posted', {
                      count: row.posted,
                      n: formatNumber(row.posted, i18n.language),
                    })}
                  </Text>
                </Group>
                <FaredLine fared={row} />
              </Stack>
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t(by === 'channels' ? 'dashboard.seen.noChannels' : 'dashboard.seen.noTemplates')}
          </Text>
        )}
      </Stack>
    </TitledCard>
  );
}
