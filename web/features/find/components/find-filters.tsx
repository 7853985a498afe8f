import { Fieldset, Grid, NumberInput, Select } from '@mantine/core';
import { useTranslation } from '@web/i18n/use-translation';
import type { ReactNode } from 'react';
import type { FindFormValues } from '../lib/find-form-state';

interface Props {
  values: FindFormValues;
  onChange: (patch: Partial<FindFormValues>) => void;
  error: (field: keyof FindFormValues) => ReactNode;
}

type BoundField = 'viewsMin' | 'viewsMax' | 'likesMin' | 'likesMax';
const BOUNDS: BoundField[] = ['viewsMin', 'viewsMax', 'likesMin', 'likesMax'];
const SHORTS = ['include', 'exclude', 'only'] as const;

/** The filters every source shares, applied to each page YouTube returns. */
export function FindFilters({ values, onChange, error }: Props) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('find.filters.title')} variant="filled" p="sm">
      {/* Two bounds a row on a phone, the Shorts choice on a row of its own; one row on a desktop. */}
      <Grid columns={10} gap="sm">
        {BOUNDS.map((field) => (
          <Grid.Col key={field} span={{ base: 5, sm: 2 }}>
            <NumberInput
              label={t(`find.filters.${field}`)}
              name={field}
              placeholder={t('find.form.any')}
              value={values[field]}
              onChange={(value) => onChange({ [field]: typeof value === 'number' ? value : '' })}
              min={0}
              allowNegative={false}
              allowDecimal={false}
              thousandSeparator=","
              error={error(field)}
            />
          </Grid.Col>
        ))}
        <Grid.Col span={{ base: 10, sm: 2 }}>
          <Select
            label={t('find.filters.shorts')}
            data={SHORTS.map((value) => ({ value, label: t(`find.shorts.${value}`) }))}
            value={values.shorts}
            onChange={(value) => onChange({ shorts: value ?? 'include' })}
            allowDeselect={false}
          />
        </Grid.Col>
      </Grid>
    </Fieldset>
  );
}
