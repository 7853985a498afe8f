import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { IconGauge, IconPlugConnected } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { FindQuotaAnswer } from '@core/api/find.schema';
import { useTranslation } from '@web/i18n/use-translation';
import { errorText } from '@web/lib/error-text';
import type { FindSourceKind } from '../lib/find-form-state';
import { SearchesSpent } from './searches-spent';

interface Props {
  kind: FindSourceKind;
  answer: FindQuotaAnswer | undefined;
  loading: boolean;
  error: unknown;
}

/**
 * What the next search costs and what is left today on the credential that pays, before the user
 * searches (docs/product.md §2, Videos: Find); the answers of each search keep it current. A
 * search also takes one of the credential's searches, a bucket of their own (docs/platform.md §2).
 */
export function FindQuotaLine({ kind, answer, loading, error }: Props) {
  const { t } = useTranslation();
  if (loading) return <Loader size="xs" role="status" aria-label={t('find.quota.loading')} />;
  if (error)
    return (
      <Text size="sm" c="red">
        {errorText(t, error)}
      </Text>
    );
  if (!answer) return null;
  const { quota, costs } = answer;
  if (!quota)
    return (
      <Alert
        color="yellow"
        icon={<IconPlugConnected size={18} />}
        title={t('find.quota.noChannel')}
      >
        <Anchor component={Link} to="/accounts" size="sm">
          {t('find.quota.connect')}
        </Anchor>
      </Alert>
    );
  const cost = costs[kind];
  const short = quota.left < cost;
  const searching = kind === 'search';
  const parts = [
    t('find.quota.line', {
      count: cost,
      cost,
      left: quota.left,
      credential: quota.credentialName,
    }),
    quota.reservedForPosting ? t('find.quota.reserved', { count: quota.reservedForPosting }) : '',
    searching
      ? t('find.quota.searches', { left: quota.searches.left, limit: quota.searches.limit })
      : '',
  ].filter(Boolean);
  return (
    <Stack gap={4} data-testid="find-quota">
      <Text size="sm" c={short ? 'red' : 'dimmed'}>
        <IconGauge size={14} style={{ verticalAlign: 'middle', marginInlineEnd: 4 }} />
        {parts.join(' · ')}
        {short && ` · ${t('find.quota.notEnough')}`}
      </Text>
      {searching && quota.searches.left === 0 && <SearchesSpent quota={quota} />}
    </Stack>
  );
}
