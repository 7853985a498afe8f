import { Checkbox, Collapse, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { z } from 'zod';
import { quotaLimitsSchema } from '@core/api/credentials.schema';
import { QUOTA_SEARCHES_LIMIT, QUOTA_UNITS_LIMIT } from '@core/api/limits';
import { DEFAULT_BUCKET_LIMITS } from '@core/posting/quota-day';
import { useTranslation } from '@web/i18n/use-translation';

/** An emptied number field holds '': that is no limit of its own, the server's. */
const blankIsDefault = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === undefined ? null : value), schema);

/** The form's rules for the two numbers, as the server reads them (core's schema). */
export const RAISED_QUOTA_RULES = {
  quotaDailyUnits: blankIsDefault(quotaLimitsSchema.shape.quotaDailyUnits),
  quotaSearchCalls: blankIsDefault(quotaLimitsSchema.shape.quotaSearchCalls),
};

export type RaisedQuotaValues = {
  raised: boolean;
  quotaDailyUnits: number | string;
  quotaSearchCalls: number | string;
};

/** A form's values for a credential's own limits (none: the server's). */
export const raisedQuotaValues = (
  own: { quotaDailyUnits: number | null; quotaSearchCalls: number | null } | undefined,
): RaisedQuotaValues => ({
  raised: own?.quotaDailyUnits != null || own?.quotaSearchCalls != null,
  quotaDailyUnits: own?.quotaDailyUnits ?? '',
  quotaSearchCalls: own?.quotaSearchCalls ?? '',
});

/** The box of a form that holds `RaisedQuotaValues`: unticked, the numbers are emptied. */
export const raisedToggle = (form: {
  values: { raised: boolean };
  setValues: (values: Partial<RaisedQuotaValues>) => void;
}) => ({
  checked: form.values.raised,
  onChange: (checked: boolean) =>
    // Unticked: the server's limits, and nothing hidden left to refuse.
    form.setValues({ ...(!checked && raisedQuotaValues(undefined)), raised: checked }),
});

/** What is sent: the numbers when the box is ticked, else null for both (the server's). */
export const raisedQuotaBody = (values: {
  raised: boolean;
  quotaDailyUnits: number | null;
  quotaSearchCalls: number | null;
}) =>
  values.raised
    ? { quotaDailyUnits: values.quotaDailyUnits, quotaSearchCalls: values.quotaSearchCalls }
    : { quotaDailyUnits: null, quotaSearchCalls: null };

interface Props {
  raised: { checked: boolean; onChange: (checked: boolean) => void };
  units: object;
  searches: object;
}

/**
 * docs/platform.md §2: a Google Cloud project with a raised quota says what it is, per bucket; a
 * field left empty keeps the server's default (Google's, shown as the placeholder).
 */
export function RaisedQuotaFields({ raised, units, searches }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Checkbox
        label={t('credentials.quota.raised')}
        description={t('credentials.quota.raisedDesc')}
        checked={raised.checked}
        onChange={(event) => raised.onChange(event.currentTarget.checked)}
      />
      <Collapse expanded={raised.checked}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} pt="xs">
          <NumberInput
            label={t('credentials.quota.units')}
            description={t('credentials.quota.unitsDesc')}
            placeholder={t('credentials.quota.placeholder', {
              value: DEFAULT_BUCKET_LIMITS.default,
            })}
            min={QUOTA_UNITS_LIMIT.min}
            max={QUOTA_UNITS_LIMIT.max}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator
            // A number out of range is said under the field, never silently changed.
            clampBehavior="none"
            {...units}
          />
          <NumberInput
            label={t('credentials.quota.searches')}
            description={t('credentials.quota.searchesDesc')}
            placeholder={t('credentials.quota.placeholder', {
              value: DEFAULT_BUCKET_LIMITS.search,
            })}
            min={QUOTA_SEARCHES_LIMIT.min}
            max={QUOTA_SEARCHES_LIMIT.max}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator
            clampBehavior="none"
            {...searches}
          />
        </SimpleGrid>
      </Collapse>
    </Stack>
  );
}
