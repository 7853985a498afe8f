import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCheck,
  IconClock,
  IconFileSpreadsheet,
  IconHandFinger,
  IconMessagePlus,
  IconTable,
  IconVideo,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@web/i18n/use-translation';
import { formatNumber } from '@core/format/number';
import type { Dashboard } from '@core/api/dashboard.schema';

function Stat({
  label,
  value,
  icon,
  color,
}: {
  label: string;
  value: number | undefined;
  icon: ReactNode;
  color: string;
}) {
  const { i18n } = useTranslation();
  return (
    <Card withBorder padding="md" p={{ base: 'sm', xs: 'md' }}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {label}
          </Text>
          {value === undefined ? (
            <Skeleton height={28} width={60} mt={4} />
          ) : (
            <Text fz={26} fw={700}>
              {formatNumber(value, i18n.language)}
            </Text>
          )}
        </div>
        {/* Two cards to a row on a phone: the number needs the room more than the icon. */}
        <ThemeIcon size={40} radius="md" variant="light" color={color} visibleFrom="xs">
          {icon}
        </ThemeIcon>
      </Group>
    </Card>
  );
}

/**
 * docs/product.md §2: four totals, then how videos and templates were added; two to a row on a
 * phone.
 */
export function StatCards({ data }: { data: Dashboard | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
        <Stat
          label={t('dashboard.stats.videos')}
          value={data?.totals.videos}
          icon={<IconVideo size={22} />}
          color="blue"
        />
        <Stat
          label={t('dashboard.stats.posted')}
          value={data?.totals.posted}
          icon={<IconCheck size={22} />}
          color="green"
        />
        <Stat
          label={t('dashboard.stats.pending')}
          value={data?.totals.pending}
          icon={<IconClock size={22} />}
          color="yellow"
        />
        <Stat
          label={t('dashboard.stats.failed')}
          value={data?.totals.failed}
          icon={<IconAlertTriangle size={22} />}
          color="red"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
        <Stat
          label={t('dashboard.stats.manualVideos')}
          value={data?.sources.manualVideos}
          icon={<IconHandFinger size={22} />}
          color="grape"
        />
        <Stat
          label={t('dashboard.stats.csvVideos')}
          value={data?.sources.csvVideos}
          icon={<IconFileSpreadsheet size={22} />}
          color="grape"
        />
        <Stat
          label={t('dashboard.stats.manualComments')}
          value={data?.sources.manualComments}
          icon={<IconMessagePlus size={22} />}
          color="teal"
        />
        <Stat
          label={t('dashboard.stats.csvComments')}
          value={data?.sources.csvComments}
          icon={<IconTable size={22} />}
          color="teal"
        />
      </SimpleGrid>
    </>
  );
}
