import { Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconDeviceDesktop } from '@tabler/icons-react';
import type { Session } from '@core/api/profile.schema';
import { formatDateTime } from '@core/format/date-time';
import { relativeText } from '@web/components/relative-time';
import { TitledCard } from '@web/components/section-card';
import { useTranslation } from '@web/i18n/use-translation';
import { errorText } from '@web/lib/error-text';
import { toast } from '@web/lib/toast';
import { useEndSession, useSessions, useSignOutOthers } from '../api/profile';
import { deviceName } from '../lib/device-name';

function SessionRow({ session }: { session: Session }) {
  const { t, i18n } = useTranslation();
  const end = useEndSession();
  const device = deviceName(session.userAgent);
  const name = device ? t('account.sessions.device', device) : t('account.sessions.unknownDevice');
  const onEnd = async () => {
    try {
      await end.mutateAsync(session.id);
      toast({ title: t('account.sessions.ended', { name }), variant: 'success' });
    } catch (error) {
      toast({ title: errorText(t, error), variant: 'destructive' });
    }
  };
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconDeviceDesktop size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <div>
            <Group gap="xs">
              <Text fw={500}>{name}</Text>
              {session.current && (
                <Badge variant="light" color="blue">
                  {t('account.sessions.thisDevice')}
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {t('account.sessions.signedIn', {
                time: formatDateTime(session.createdAt, i18n.language),
              })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('account.sessions.lastSeen', {
                time: relativeText(new Date(session.lastSeenAt), t, i18n.language),
              })}
            </Text>
          </div>
        </Group>
        {!session.current && (
          <Button
            size="xs"
            variant="default"
            loading={end.isPending}
            onClick={() => void onEnd()}
            aria-label={t('account.sessions.endNamed', { name })}
          >
            {t('account.sessions.end')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/** Where the account is signed in, with a way to end any of it. */
export function SessionsCard() {
  const { t } = useTranslation();
  const sessions = useSessions();
  const others = useSignOutOthers();
  const count = sessions.data?.filter((s) => !s.current).length ?? 0;
  const onSignOutOthers = async () => {
    try {
      const { signedOut } = await others.mutateAsync();
      toast({ title: t('account.sessions.othersEnded', { count: signedOut }), variant: 'success' });
    } catch (error) {
      toast({ title: errorText(t, error), variant: 'destructive' });
    }
  };
  return (
    <TitledCard title={t('account.sessions.title')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('account.sessions.intro')}
        </Text>
        {sessions.isLoading && <Skeleton h={60} />}
        {sessions.data?.map((session) => (
          <SessionRow key={session.id} session={session} />
        ))}
        {sessions.data && count === 0 ? (
          <Text size="sm" c="dimmed">
            {t('account.sessions.onlyThis')}
          </Text>
        ) : (
          <Button
            variant="light"
            color="red"
            loading={others.isPending}
            onClick={() => void onSignOutOthers()}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('account.sessions.signOutOthers')}
          </Button>
        )}
      </Stack>
    </TitledCard>
  );
}
