import { Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@web/i18n/use-translation';
import { isLanguageCode } from '@web/i18n/languages';
import { useFindTopics } from '../api/find-topics';
import { FIND_LANGUAGES, FIND_REGIONS, namedChoices } from '../lib/find-choices';
import { topicOf, type FindFormValues } from '../lib/find-form-state';

interface Props {
  values: FindFormValues;
  onChange: (patch: Partial<FindFormValues>) => void;
  queryError: ReactNode;
  canReadTopics: boolean;
}

const DURATIONS = ['any', 'short', 'medium', 'long'] as const;
const WITHIN = ['any', 'day', 'week', 'month', 'year'] as const;
const ORDERS = ['relevance', 'date', 'viewCount'] as const;

/**
 * Search's fields (the query and how YouTube narrows it), or Popular's: what it lists (YouTube's
 * Trending Music, Movies and Gaming charts), a country and one of those charts' topics.
 */
export function FindSearchFields({ values, onChange, queryError, canReadTopics }: Props) {
  const { t, i18n } = useTranslation();
  const hl = isLanguageCode(i18n.language) ? i18n.language : 'en';
  const search = values.kind === 'search';
  const topics = useFindTopics(values.regionCode || undefined, hl, canReadTopics);
  const any = t('find.form.any');
  const choices = <T extends string>(options: readonly T[], label: (value: T) => string) =>
    options.map((value) => ({ value, label: label(value) }));

  const topicChoices = (topics.data?.items ?? []).filter(
    (item) => search || topicOf('popular', item.id),
  );

  return (
    <Stack gap="sm">
      {!search && (
        <Text size="sm" c="dimmed" maw={640}>
          {t('find.form.popularHint')}
        </Text>
      )}
      {search && (
        <TextInput
          label={t('find.form.query')}
          placeholder={t('find.form.queryPlaceholder')}
          name="q"
          value={values.q}
          onChange={(event) => onChange({ q: event.currentTarget.value })}
          error={queryError}
          maw={640}
          required
        />
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        <Select
          label={t('find.form.country')}
          data={namedChoices(FIND_REGIONS, hl, 'region', any)}
          value={values.regionCode}
          // A country has its own topics: the one chosen may not be among them.
          onChange={(value) => onChange({ regionCode: value ?? '', topic: '' })}
          allowDeselect={false}
          searchable
        />
        {search && (
          <Select
            label={t('find.form.language')}
            data={namedChoices(FIND_LANGUAGES, hl, 'language', any)}
            value={values.language}
            onChange={(value) => onChange({ language: value ?? '' })}
            allowDeselect={false}
          />
        )}
        <Select
          label={t('find.form.topic')}
          data={[
            { value: '', label: any },
            ...topicChoices.map((item) => ({ value: item.id, label: item.title })),
          ]}
          value={topicOf(values.kind, values.topic)}
          onChange={(value) => onChange({ topic: value ?? '' })}
          allowDeselect={false}
          disabled={!canReadTopics}
          error={topics.isError ? t('find.form.topicsFailed') : undefined}
        />
        {search && (
          <>
            <Select
              label={t('find.form.duration')}
              data={choices(DURATIONS, (value) => t(`find.duration.${value}`))}
              value={values.duration}
              onChange={(value) => onChange({ duration: value ?? 'any' })}
              allowDeselect={false}
            />
            <Select
              label={t('find.form.within')}
              data={choices(WITHIN, (value) => t(`find.within.${value}`))}
              value={values.within}
              onChange={(value) => onChange({ within: value ?? 'any' })}
              allowDeselect={false}
            />
            <Select
              label={t('find.form.order')}
              data={choices(ORDERS, (value) => t(`find.order.${value}`))}
              value={values.order}
              onChange={(value) => onChange({ order: value ?? 'relevance' })}
              allowDeselect={false}
            />
          </>
        )}
      </SimpleGrid>
    </Stack>
  );
}
