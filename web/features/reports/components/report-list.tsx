import { Card, em, Group, SimpleGrid, Stack, Table } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { PaginationBar } from '@web/components/pagination-bar';
import { useTranslation } from '@web/i18n/use-translation';
import type { Comment } from '@core/api/batches.schema';
import { ReportBadge } from './report-badge';
import { ChannelCell, CommentText, TimeCell, VideoCell } from './report-cells';
import { ReportDetails } from './report-details';
import { VisibilityCell } from './visibility-cell';

/** A phone, or a tablet or a phone turned sideways: one card per comment, its status on top. */
function ReportCards({ comments }: { comments: Comment[] }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2 }}
      spacing="xs"
      role="list"
      aria-label={t('launch.tab.reports')}
    >
      {comments.map((c) => (
        <Card key={c.id} withBorder padding="sm" role="listitem">
          <Stack gap={8}>
            <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
              <ChannelCell comment={c} />
              <ReportBadge status={c.status} />
            </Group>
            <VideoCell comment={c} />
            <CommentText comment={c} />
            <ReportDetails comment={c} inline />
            <VisibilityCell comment={c} />
            <TimeCell comment={c} />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** Rows a page: a phone's cards are tall (10 is several screens already); a table's are not. */
const PAGE_SIZES = [10, 25, 50, 100, 200] as const;

/**
 * The report rows, a page at a time: a table where there is room for every column without
 * scrolling sideways; below that, cards, so the status and what to do about it are always on
 * screen. A new filter gives a new list (the caller's key), back on its first page.
 */
export function ReportList({ comments }: { comments: Comment[] }) {
  // Read at once: a phone never draws the table first.
  const roomy = useMediaQuery(`(min-width: ${em(1024)})`, false, {
    getInitialValueInEffect: false,
  });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(roomy ? 50 : 10);
  const top = useRef<HTMLDivElement>(null);
  const pages = Math.max(1, Math.ceil(comments.length / pageSize));
  // A refresh may bring fewer rows than the page the user was on.
  const current = Math.min(page, pages);
  const shown = comments.slice((current - 1) * pageSize, current * pageSize);
  const goTo = (next: number) => {
    setPage(next);
    // The next page starts where the list does, not where the pager was.
    top.current?.scrollIntoView({ block: 'start' });
  };
  return (
    <div ref={top} style={{ scrollMarginTop: 'var(--app-shell-header-offset, 0px)' }}>
      {roomy ? <ReportTable comments={shown} /> : <ReportCards comments={shown} />}
      {comments.length > PAGE_SIZES[0] && (
        <PaginationBar
          page={current}
          pageSize={pageSize}
          total={comments.length}
          sizes={PAGE_SIZES}
          onPage={goTo}
          onPageSize={(size) => {
            setPageSize(size);
            goTo(1);
          }}
        />
      )}
    </div>
  );
}

function ReportTable({ comments }: { comments: Comment[] }) {
  const { t } = useTranslation();
  return (
    <Table verticalSpacing="xs" striped styles={{ td: { verticalAlign: 'top' } }}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('launch.reports.channel')}</Table.Th>
          <Table.Th>{t('launch.reports.video')}</Table.Th>
          <Table.Th>{t('launch.reports.comment')}</Table.Th>
          <Table.Th>{t('launch.reports.statusColumn')}</Table.Th>
          <Table.Th>{t('launch.reports.visibilityColumn')}</Table.Th>
          <Table.Th>{t('launch.reports.time')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {comments.map((c) => (
          <Table.Tr key={c.id}>
            <Table.Td w="12%">
              <ChannelCell comment={c} />
            </Table.Td>
            <Table.Td w="16%">
              <VideoCell comment={c} />
            </Table.Td>
            <Table.Td w="17%">
              <CommentText comment={c} />
            </Table.Td>
            <Table.Td w="15%">
              <Stack gap={6}>
                <ReportBadge status={c.status} />
                <ReportDetails comment={c} />
              </Stack>
            </Table.Td>
            <Table.Td w="20%">
              <VisibilityCell comment={c} />
            </Table.Td>
            <Table.Td w="14%">
              <TimeCell comment={c} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
