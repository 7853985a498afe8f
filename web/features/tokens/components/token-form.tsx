import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { TokenScope } from '@core/api/tokens.schema';
import type { TKey } from '@core/i18n/keys';
import { zoneDays } from '@core/time/zone-days';
import { mayGiveScope, TOKEN_SCOPES } from '@core/workspaces/scopes';
import { ShownOnce } from '@web/components/shown-once';
import { FormProblem } from '@web/components/form-problem';
import { PendingButton } from '@web/components/pending-button';
import { useRole } from '@web/hooks/use-role';
import { useSchemaForm } from '@web/hooks/use-schema-form';
import { useTranslation } from '@web/i18n/use-translation';
import { errorText } from '@web/lib/error-text';
import { useCreateToken } from '../api/tokens';
import { readerTimeZone, TOKEN_MESSAGES, tokenRules } from '../lib/token-rules';

/** What each scope lets a token do, in the reader's words (a key may not hold its colon). */
const SCOPE_LABEL = {
  read: 'tokens.scope.read',
  'videos:write': 'tokens.scope.videosWrite',
  'templates:write': 'tokens.scope.templatesWrite',
  'batches:write': 'tokens.scope.batchesWrite',
  'batches:approve': 'tokens.scope.batchesApprove',
  'channels:write': 'tokens.scope.channelsWrite',
  'webhooks:write': 'tokens.scope.webhooksWrite',
} as const satisfies Record<TokenScope, TKey>;

/** Today where the reader is, as a date field writes it. */
const today = () => zoneDays(readerTimeZone())(Date.now()).date;

/**
 * A new API token: its name, its scopes (those the person's role can give), an expiry if wanted;
 * then the token, shown this once.
 */
export function TokenForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateToken();
  const role = useRole();
  const form = useSchemaForm({
    name: 'token',
    initialValues: { name: '', scopes: ['read'] as TokenScope[], expiresOn: '' },
    rules: tokenRules,
    messages: TOKEN_MESSAGES,
  });
  const [problem, setProblem] = useState<string>();
  const [token, setToken] = useState<string>();
  const offered = TOKEN_SCOPES.filter((scope) => !role || mayGiveScope(role, scope));

  if (token) {
    return (
      <ShownOnce
        title={t('tokens.shown.title')}
        text={t('tokens.shown.text')}
        label={t('tokens.shown.label')}
        value={token}
        doneLabel={t('tokens.shown.done')}
        onDone={onDone}
      />
    );
  }

  const onSubmit = form.submit(async (body) => {
    setProblem(undefined);
    try {
      setToken((await create.mutateAsync(body)).token);
    } catch (error) {
      setProblem(errorText(t, error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="sm">
        <TextInput
          label={t('tokens.form.name')}
          description={t('tokens.form.nameHint')}
          required
          {...form.getInputProps('name')}
        />
        <Checkbox.Group
          label={t('tokens.form.scopes')}
          description={t('tokens.form.scopesHint')}
          {...form.getInputProps('scopes')}
        >
          <Stack gap={6} mt={6}>
            {offered.map((scope) => (
              <Checkbox
                key={scope}
                value={scope}
                label={t(SCOPE_LABEL[scope])}
                description={scope}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <TextInput
          type="date"
          label={t('tokens.form.expires')}
          description={t('tokens.form.expiresHint')}
          min={today()}
          maw={220}
          {...form.getInputProps('expiresOn')}
        />
        <FormProblem>{problem}</FormProblem>
        <Group gap="sm">
          <PendingButton
            type="submit"
            pending={create.isPending}
            pendingLabel={t('tokens.form.saving')}
          >
            {t('tokens.form.submit')}
          </PendingButton>
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
