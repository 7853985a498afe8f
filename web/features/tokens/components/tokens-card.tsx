import { Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { TOKENS_MAX, type ApiToken } from '@core/api/tokens.schema';
import { formatDateTime } from '@core/format/date-time';
import { ConfirmModal } from '@web/components/confirm-modal';
import { relativeText } from '@web/components/relative-time';
import { TitledCard } from '@web/components/section-card';
import { useLaterWords } from '@web/i18n/later-words';
import { useTranslation } from '@web/i18n/use-translation';
import { errorText } from '@web/lib/error-text';
import { toast } from '@web/lib/toast';
import { useRevokeToken, useTokens } from '../api/tokens';
import { TokenForm } from './token-form';

/** Whether the token works: revoked, expired (by this browser's clock, as shown), or working. */
const stateOf = (token: ApiToken) =>
  token.revokedAt
    ? 'revoked'
    : token.expiresAt && Date.parse(token.expiresAt) <= Date.now()
      ? 'expired'
      : 'working';

function TokenRow({ token }: { token: ApiToken }) {
  const { t, i18n } = useTranslation();
  const revoke = useRevokeToken();
  const [asking, setAsking] = useState(false);
  const state = stateOf(token);
  const when = (at: string) => formatDateTime(at, i18n.language);
  const onRevoke = async () => {
    try {
      await revoke.mutateAsync(token.id);
      setAsking(false);
      toast({ title: t('tokens.revokedToast', { name: token.name }), variant: 'success' });
    } catch (error) {
      toast({ title: errorText(t, error), variant: 'destructive' });
    }
  };
  return (
    <Paper withBorder p="sm" aria-label={token.name}>
      <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
          <IconKey size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                {token.name}
              </Text>
              <Text size="xs" ff="monospace" c="dimmed">
                {`${token.prefix}…`}
              </Text>
              {state !== 'working' && (
                <Badge variant="light" color={state === 'revoked' ? 'gray' : 'orange'}>
                  {t(`tokens.state.${state}`)}
                </Badge>
              )}
            </Group>
            <Group gap={4}>
              {token.scopes.map((scope) => (
                <Badge key={scope} variant="outline" size="sm" tt="none">
                  {scope}
                </Badge>
              ))}
            </Group>
            <Text size="xs" c="dimmed">
              {t('tokens.made', { time: when(token.createdAt) })}
              {t('common.listSeparator')}
              {token.expiresAt
                ? t('tokens.expiresAt', { time: when(token.expiresAt) })
                : t('tokens.noExpiry')}
            </Text>
            <Text size="xs" c="dimmed">
              {token.lastUsedAt
                ? t('tokens.lastUsed', {
                    time: relativeText(new Date(token.lastUsedAt), t, i18n.language),
                    address: token.lastUsedIp ?? '',
                  })
                : t('tokens.neverUsed')}
            </Text>
          </Stack>
        </Group>
        {state !== 'revoked' && (
          <Button
            size="xs"
            variant="default"
            color="red"
            onClick={() => setAsking(true)}
            aria-label={t('tokens.revokeNamed', { name: token.name })}
          >
            {t('tokens.revoke')}
          </Button>
        )}
      </Group>
      <ConfirmModal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('tokens.revokeTitle')}
        confirmLabel={t('tokens.revoke')}
        pendingLabel={t('tokens.revoking')}
        pending={revoke.isPending}
        onConfirm={() => void onRevoke()}
      >
        <Text size="sm">{t('tokens.revokeConfirm', { name: token.name })}</Text>
      </ConfirmModal>
    </Paper>
  );
}

/**
 * docs/api.md: the person's API tokens in the workspace they act in, newest first, with a way to
 * make one (shown once) and to revoke any.
 */
export function TokensCard() {
  useLaterWords();
  const { t } = useTranslation();
  const tokens = useTokens();
  const [making, setMaking] = useState(false);
  const working = tokens.data?.filter((token) => stateOf(token) === 'working').length ?? 0;
  return (
    <TitledCard title={t('tokens.title')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('tokens.intro')}
        </Text>
        {tokens.isLoading && <Skeleton h={60} />}
        {tokens.data?.length === 0 && !making && <Text size="sm">{t('tokens.empty')}</Text>}
        {tokens.data?.map((token) => (
          <TokenRow key={token.id} token={token} />
        ))}
        {making ? (
          <TokenForm onDone={() => setMaking(false)} />
        ) : working >= TOKENS_MAX ? (
          <Text size="sm" c="dimmed">
            {t('tokens.atMost', { max: TOKENS_MAX })}
          </Text>
        ) : (
          <Button
            variant="light"
            onClick={() => setMaking(true)}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('tokens.new')}
          </Button>
        )}
      </Stack>
    </TitledCard>
  );
}
