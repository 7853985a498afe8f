import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { AUDIT_KINDS } from '@core/api/audit.schema';
import { useTranslation } from '@web/i18n/use-translation';
import type { AuditFilters } from '../lib/audit-filters';
import { GROUP_OF, KIND_GROUPS } from '../lib/audit-kinds';

/** Someone the log may name: a member, or someone it names who is no longer one. */
export interface Person {
  id: string;
  label: string;
}

/**
 * The log narrowed by person, kind and days; each starts at "all". The days are the browser's
 * own date fields: a phone's wheel or calendar, in the reader's language, and no date picker's
 * code to load (it would be a chunk of its own, named on every first visit).
 */
export function AuditFiltersBar({
  filters,
  people,
  onChange,
}: {
  filters: AuditFilters;
  /** null: no one to choose (a member who reads only their own lines). */
  people: Person[] | null;
  onChange: (filters: AuditFilters) => void;
}) {
  const { t } = useTranslation();
  const kinds = KIND_GROUPS.map((group) => ({
    group: t(`audit.group.${group}`),
    items: AUDIT_KINDS.filter((kind) => GROUP_OF[kind] === group).map((kind) => ({
      value: kind,
      label: t(`audit.kind.${kind}`),
    })),
  }));
  const day = (key: 'from' | 'to') => ({
    type: 'date',
    value: filters[key] ?? '',
    // The other end bounds it: no range that ends before it starts.
    min: key === 'to' ? filters.from : undefined,
    max: key === 'from' ? filters.to : undefined,
    onChange: (event: { currentTarget: HTMLInputElement }) =>
      onChange({ ...filters, [key]: event.currentTarget.value || undefined }),
  });
  return (
    // On a phone the two days share a row: four fields stacked pushed the log off the screen.
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" verticalSpacing="xs">
      <SimpleGrid cols={{ base: 1, xs: people ? 2 : 1 }} spacing="sm" verticalSpacing="xs">
        {people && (
          <Select
            label={t('audit.page.filter.person')}
            placeholder={t('audit.page.filter.everyone')}
            clearable
            searchable
            value={filters.actorId ?? null}
            data={people.map((person) => ({ value: person.id, label: person.label }))}
            onChange={(actorId) => onChange({ ...filters, actorId: actorId ?? undefined })}
          />
        )}
        <Select
          label={t('audit.page.filter.kind')}
          placeholder={t('audit.page.filter.allKinds')}
          clearable
          searchable
          value={filters.kind ?? null}
          data={kinds}
          onChange={(kind) => onChange({ ...filters, kind: kind ?? undefined })}
        />
      </SimpleGrid>
      <SimpleGrid cols={2} spacing="sm">
        <TextInput label={t('audit.page.filter.from')} {...day('from')} />
        <TextInput label={t('audit.page.filter.to')} {...day('to')} />
      </SimpleGrid>
    </SimpleGrid>
  );
}
