import {
  Alert,
  Button,
  Card,
  Group,
  List,
  Progress,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconPlugConnectedX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '@web/i18n/use-translation';
import { useNavigate } from 'react-router';
import type { ClearAccountsResult } from '@core/api/channels.schema';
import { ConfirmButtons } from '@web/components/confirm-buttons';
import { ApiError } from '@web/lib/api-client';
import { errorText } from '@web/lib/error-text';
import { dismissTopic, toast } from '@web/lib/toast';
import { useClearAccounts } from '../api/disconnect-all';
import { CHANNELS_TOPIC } from '../lib/channel-topic';

/** docs/product.md §9: the redirect after disconnecting waits 5 seconds. */
const COUNTDOWN_SECONDS = 5;

type Phase = 'idle' | 'confirming' | 'requesting' | 'result';

/**
 * docs/product.md §2 /disconnect: idle, confirming, requesting, result, a 5 s countdown, then `/`.
 */
export function DisconnectCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const clear = useClearAccounts();
  const [phase, setPhase] = useState<Phase>('idle');
  const [result, setResult] = useState<ClearAccountsResult>();
  const [secondsLeft, setSecondsLeft] = useState(COUNTDOWN_SECONDS);

  // Counted against a deadline, so a busy or hidden tab does not stretch the 5 seconds.
  useEffect(() => {
    if (phase !== 'result') return;
    const deadline = Date.now() + COUNTDOWN_SECONDS * 1000;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) {
        clearInterval(timer);
        void navigate('/');
      }
    }, 200);
    return () => clearInterval(timer);
  }, [phase, navigate]);

  const onConfirm = async () => {
    setPhase('requesting');
    try {
      const answer = await clear.mutateAsync();
      setResult(answer);
      setSecondsLeft(COUNTDOWN_SECONDS);
      setPhase('result');
      // Whatever was said about the channels ("needs to be reconnected", a Check's answer carried
      // here from the Channels page) no longer holds: they are gone.
      dismissTopic(CHANNELS_TOPIC);
      toast({
        title: t('disconnect.success'),
        description: t('disconnect.successDesc', { count: answer.cleared }),
        variant: 'success',
      });
    } catch (error) {
      setPhase('idle');
      const fallback =
        error instanceof ApiError
          ? t('disconnect.failedStatus', { status: error.status, statusText: error.message })
          : undefined;
      toast({
        title: t('common.error'),
        description: errorText(t, error, fallback),
        variant: 'destructive',
      });
    }
  };

  return (
    <Card withBorder padding="xl" maw={560} mx="auto">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="xl" color="red" variant="light">
            <IconPlugConnectedX size={22} />
          </ThemeIcon>
          <div>
            <Title order={2}>{t('pages.disconnect.title')}</Title>
            <Text size="sm" c="dimmed">
              {t('pages.disconnect.description')}
            </Text>
          </div>
        </Group>

        {phase === 'idle' && (
          <Button color="red" onClick={() => setPhase('confirming')}>
            {t('disconnect.button')}
          </Button>
        )}

        {(phase === 'confirming' || phase === 'requesting') && (
          <Stack gap="sm">
            <Alert color="orange" icon={<IconAlertTriangle size={18} />}>
              {t('disconnect.confirm')}
            </Alert>
            <ConfirmButtons
              onCancel={() => setPhase('idle')}
              cancelDisabled={phase === 'requesting'}
              color="red"
              pending={phase === 'requesting'}
              pendingLabel={t('disconnect.requesting')}
              onConfirm={() => void onConfirm()}
            >
              {t('disconnect.confirmButton')}
            </ConfirmButtons>
          </Stack>
        )}

        {phase === 'result' && result && (
          <Stack gap="sm">
            <Text fw={500}>{t('disconnect.successDesc', { count: result.cleared })}</Text>
            {result.results.length > 0 && (
              <List spacing={4} size="sm">
                {result.results.map((item, index) => (
                  <List.Item
                    key={index}
                    icon={
                      <ThemeIcon size={18} radius="xl" color={item.success ? 'green' : 'orange'}>
                        {item.success ? <IconCheck size={12} /> : <IconAlertTriangle size={12} />}
                      </ThemeIcon>
                    }
                  >
                    {item.channel
                      ? t('common.withDetail', { main: item.channel, detail: item.email })
                      : item.email}
                    {!item.success && (
                      <Text size="xs" c="dimmed">
                        {t('common.labelled', {
                          label: t('disconnect.notRevoked'),
                          value: item.error,
                        })}
                      </Text>
                    )}
                  </List.Item>
                ))}
              </List>
            )}
            <Text size="sm" c="dimmed" role="status">
              {t('disconnect.redirecting', { seconds: secondsLeft })}
            </Text>
            <Progress
              value={(secondsLeft / COUNTDOWN_SECONDS) * 100}
              aria-label={t('disconnect.redirecting', { seconds: secondsLeft })}
              size="sm"
              transitionDuration={900}
            />
            <Button variant="light" onClick={() => void navigate('/')}>
              {t('disconnect.goNow')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
