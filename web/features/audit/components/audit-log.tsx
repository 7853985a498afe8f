import { Alert, Button, Card, Group, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle, IconDownload, IconClock, IconInfoCircle } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import type { AuditEvent } from '@core/api/audit.schema';
import { EmptyState } from '@web/components/section-card';
import { useMembers } from '@web/hooks/use-members';
import { useTranslation } from '@web/i18n/use-translation';
import { errorText } from '@web/lib/error-text';
import { auditCsvUrl, useAuditEvents } from '../api/audit-events';
import { auditQuery, filtersFrom, filtersSearch, hasFilters } from '../lib/audit-filters';
import { AuditFiltersBar, type Person } from './audit-filters';
import { AuditList } from './audit-list';

/**
 * The members, by name and address, and anyone the loaded events name who no longer is one
 * (the log outlives their membership), so the filter can pick them too.
 */
function usePeople(events: AuditEvent[]): Person[] {
  const members = useMembers().data ?? [];
  const people: Person[] = members.map((member) => ({
    id: member.id,
    label: member.fullName ? `${member.fullName} (${member.email})` : member.email,
  }));
  for (const { actor } of events) {
    if (actor && !people.some((person) => person.id === actor.id)) {
      people.push({ id: actor.id, label: actor.email });
    }
  }
  return people;
}

/**
 * The workspace's audit log (docs/architecture.md §10): filtered by person, kind and days, kept
 * in the page's address so a link or going back shows the same; newest first, 50 at a time.
 */
export function AuditLog() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const filters = filtersFrom(search);
  const query = auditQuery(filters);
  const events = useAuditEvents(query);
  const items = events.data?.pages.flatMap((page) => page.items) ?? [];
  const people = usePeople(items);
  const filtered = hasFilters(filters);
  // The server says whose lines these are: a member without the whole log reads their own.
  const own = events.data?.pages[0]?.scope === 'own';

  return (
    <Stack gap="md">
      {own && (
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
          {t('audit.page.ownOnly')}
        </Alert>
      )}
      <Card withBorder padding="md">
        <Stack gap="sm">
          <AuditFiltersBar
            filters={filters}
            people={own ? null : people}
            onChange={(next) => setSearch(filtersSearch(next), { replace: true })}
          />
          <Group justify="flex-end" gap="xs">
            {filtered && (
              <Button variant="subtle" onClick={() => setSearch({}, { replace: true })}>
                {t('audit.page.clear')}
              </Button>
            )}
            {/* The server sends it as an attachment: a plain link, the filters in its query. */}
            <Button
              component="a"
              href={auditCsvUrl(query)}
              download
              variant="light"
              leftSection={<IconDownload size={16} />}
            >
              {t('audit.page.download')}
            </Button>
          </Group>
        </Stack>
      </Card>
      {events.isPending ? (
        <Stack gap="xs">
          <Skeleton height={40} />
          <Skeleton height={40} />
          <Skeleton height={40} />
        </Stack>
      ) : events.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('audit.page.loadFailed')}>
          {errorText(t, events.error)}
        </Alert>
      ) : items.length === 0 ? (
        <EmptyState
          icon={<IconClock size={32} stroke={1.5} />}
          title={t(filtered ? 'audit.page.noMatchTitle' : 'audit.page.emptyTitle')}
          hint={t(filtered ? 'audit.page.noMatchHint' : 'audit.page.emptyHint')}
        />
      ) : (
        <>
          <AuditList events={items} own={own} />
          {events.hasNextPage && (
            <Group justify="center">
              <Button
                variant="default"
                loading={events.isFetchingNextPage}
                onClick={() => void events.fetchNextPage()}
              >
                {t('audit.page.loadMore')}
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
