import { Card, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useFindQuota } from '../api/find-quota';
import { useFoundPages, type FindRequest } from '../api/found-pages';
import { FindForm } from './find-form';
import { useSchemaForm } from '@web/hooks/use-schema-form';
import { readFindForm, rememberFindForm } from '../lib/find-form-memory';
import { FIND_FORM_MESSAGES, findFormRules } from '../lib/find-form-rules';
import { findRequest } from '../lib/find-form-state';
import { FindQuotaLine } from './find-quota-line';
import { FindResults } from './find-results';

/**
 * docs/product.md §2 /videos, Find: find videos on YouTube by search, the popular chart,
 * or a channel's or playlist's videos, filter them, and save the chosen ones into a category.
 * The form is remembered in this browser; what was found is not (finding again costs quota, and
 * a search is run only when asked).
 */
export function FindTab() {
  const [remembered] = useState(readFindForm);
  const form = useSchemaForm({
    name: 'find',
    initialValues: remembered,
    rules: findFormRules,
    messages: FIND_FORM_MESSAGES,
  });
  const { values } = form;
  const [request, setRequest] = useState<FindRequest | null>(null);
  const [run, setRun] = useState(0);
  const quota = useFindQuota();
  const pages = useFoundPages(request, run);
  const canSearch = !!quota.data?.quota;
  useEffect(() => rememberFindForm(values), [values]);

  const submit = form.submit((checked) => {
    setRequest(findRequest(checked));
    setRun((count) => count + 1);
  });

  return (
    <Stack gap="md">
      <Card withBorder padding="lg">
        <FindForm
          values={values}
          // A change clears what was said about the values before it.
          onChange={(patch) => form.setValues(patch)}
          errors={form.errors}
          canReadTopics={canSearch}
          // Nothing can pay while no channel is connected: the quota line says so.
          canSearch={canSearch || quota.isPending}
          searching={pages.isFetching && !pages.isFetchingNextPage}
          onSubmit={submit}
          quota={
            <FindQuotaLine
              kind={values.kind}
              answer={quota.data}
              loading={quota.isPending}
              error={quota.error}
            />
          }
        />
      </Card>
      {request && (
        <FindResults
          // A new search starts a new choice.
          key={run}
          data={pages.data}
          loading={pages.isPending}
          error={pages.error}
          hasMore={pages.hasNextPage}
          loadingMore={pages.isFetchingNextPage}
          pageCost={quota.data?.costs[request.kind] ?? 0}
          onLoadMore={() => void pages.fetchNextPage()}
        />
      )}
    </Stack>
  );
}
