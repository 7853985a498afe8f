import { Button, Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { FormErrors } from '@mantine/form';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '@web/i18n/use-translation';
import { usePhone } from '@web/hooks/use-phone';
import { FindFilters } from './find-filters';
import type { FindFormValues, FindSourceKind } from '../lib/find-form-state';
import { FindSearchFields } from './find-search-fields';

interface Props {
  values: FindFormValues;
  onChange: (patch: Partial<FindFormValues>) => void;
  /** What the rules found wrong (find-form-rules.ts), by field. */
  errors: FormErrors;
  /** Topics are read only when a search can be paid for: they cost quota too. */
  canReadTopics: boolean;
  canSearch: boolean;
  searching: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** What the search will cost, shown beside the button. */
  quota: ReactNode;
}

const KINDS: FindSourceKind[] = ['search', 'popular', 'source'];

/** Where to find videos (search, popular, a channel or playlist) and the filters for what comes back. */
export function FindForm({
  values,
  onChange,
  errors,
  canReadTopics,
  canSearch,
  searching,
  onSubmit,
  quota,
}: Props) {
  const { t } = useTranslation();
  const phone = usePhone();
  const error = (field: keyof FindFormValues) => errors[field];

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <SegmentedControl
          value={values.kind}
          onChange={(kind) => onChange({ kind: kind })}
          data={KINDS.map((kind) => ({ value: kind, label: t(`find.kind.${kind}`) }))}
          orientation={phone ? 'vertical' : 'horizontal'}
          fullWidth={phone}
          aria-label={t('find.kind.label')}
          style={{ alignSelf: phone ? 'stretch' : 'flex-start' }}
        />
        {values.kind === 'source' ? (
          <TextInput
            label={t('find.form.link')}
            description={t('find.form.linkHint')}
            placeholder="https://www.youtube.com/@handle"
            name="link"
            value={values.link}
            onChange={(event) => onChange({ link: event.currentTarget.value })}
            error={error('link')}
            maw={640}
          />
        ) : (
          <FindSearchFields
            values={values}
            onChange={onChange}
            queryError={error('q')}
            canReadTopics={canReadTopics}
          />
        )}
        <FindFilters values={values} onChange={onChange} error={error} />
        <Stack gap="xs">
          {quota}
          <Group>
            <Button
              type="submit"
              leftSection={<IconSearch size={16} />}
              loading={searching}
              disabled={!canSearch}
              fullWidth={phone}
            >
              {t(`find.form.submit.${values.kind}`)}
            </Button>
          </Group>
        </Stack>
      </Stack>
    </form>
  );
}
