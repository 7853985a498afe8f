import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { useElementSize } from '@mantine/hooks';
import { useTranslation } from '@web/i18n/use-translation';
import { formatDay } from '@core/format/date-time';
import { namedDays } from './named-days';
import type { Dashboard } from '@core/api/dashboard.schema';

/**
 * The chart library (recharts) is most of the dashboard's code: it is a chunk of its own,
 * fetched once the numbers are on screen (daily-chart.tsx).
 */
export default function DailyBarChart({ daily }: { daily: Dashboard['daily'] }) {
  const { t, i18n } = useTranslation();
  const { ref, width } = useElementSize();
  const rows = daily.map((d) => ({
    day: formatDay(d.day, i18n.language),
    [t('dashboard.chart.posted')]: d.posted,
    [t('dashboard.chart.failed')]: d.failed,
  }));
  return (
    <div ref={ref}>
      <BarChart
        h={220}
        data={rows}
        dataKey="day"
        type="stacked"
        series={[
          { name: t('dashboard.chart.posted'), color: 'green.6' },
          { name: t('dashboard.chart.failed'), color: 'red.6' },
        ]}
        withLegend
        tickLine="y"
        xAxisProps={{
          ticks: namedDays(
            rows.map((row) => row.day),
            width,
          ),
          interval: 0,
        }}
      />
    </div>
  );
}
