import { Badge, Button, Stack, Text } from '@mantine/core';
import { sentenceGap } from '@web/i18n/languages';
import { useTranslation } from '@web/i18n/use-translation';
import type { Channel } from '@core/api/channels.schema';
import { formatDate } from '@core/format/date-time';
import { formatNumber } from '@core/format/number';
import { daysUntil } from '@core/format/relative-time';
import { useCan } from '@web/hooks/use-can';
import { errorText } from '@web/lib/error-text';
import { toast } from '@web/lib/toast';
import { useResumePosting } from '../api/resume-posting';
import { channelTopic } from '../lib/channel-topic';

/** Why it is paused (its status says so), with the way to resume it. */
function Paused({ account }: { account: Channel }) {
  const { t } = useTranslation();
  const resume = useResumePosting();
  const canWrite = useCan('channels.write');
  const name = account.fullName ?? account.email;
  const onResume = async () => {
    try {
      await resume.mutateAsync(account.id);
      toast({
        title: t('channels.health.resumed', { name }),
        variant: 'success',
        topic: channelTopic(account.id),
      });
    } catch (error) {
      toast({
        title: t('channels.health.resumeFailed'),
        description: errorText(t, error),
        variant: 'destructive',
        topic: channelTopic(account.id),
      });
    }
  };
  return (
    <Stack gap={4}>
      <Text size="xs">
        {t(`channels.health.pausedBecause.${account.pausedReason ?? 'failures'}`)}
      </Text>
      {canWrite && (
        <Button
          size="compact-xs"
          variant="default"
          w="fit-content"
          loading={resume.isPending}
          onClick={() => void onResume()}
        >
          {t('channels.health.resume')}
        </Button>
      )}
    </Stack>
  );
}

/** "Google will end this connection in N days", why, and what to do about it. */
function ConnectionEnd({ at }: { at: string }) {
  const { t, i18n } = useTranslation();
  const days = daysUntil(new Date(at));
  const date = formatDate(at, i18n.language);
  return (
    <Text size="xs" c={days <= 2 ? 'red' : undefined}>
      {days > 0
        ? t('channels.health.endsIn', { count: days, date })
        : t('channels.health.ended', { date })}
      {sentenceGap(i18n.language)}
      {t('channels.health.testingWhy')}
    </Text>
  );
}

/**
 * docs/visibility.md: how a channel fares, all of it on screen (a phone has no hover): paused or
 * flagged, the share of its recent comments others could see, why a dead grant failed, and when
 * Google will end the connection.
 */
export function ChannelHealthInfo({ account }: { account: Channel }) {
  const { t, i18n } = useTranslation();
  const { health } = account;
  const percent = (rate: number) => formatNumber(Math.round(rate * 100), i18n.language);
  return (
    <Stack gap={4} maw={360}>
      {account.status === 'error' && account.statusReason && (
        <Text size="xs" c="red" style={{ overflowWrap: 'anywhere' }}>
          {account.statusReason}
        </Text>
      )}
      {health.flagged && (
        <Badge color="orange" miw="max-content">
          {t('channels.health.flagged')}
        </Badge>
      )}
      {account.postingPaused ? (
        <Paused account={account} />
      ) : (
        health.flagged && <Text size="xs">{t('channels.health.flaggedDesc')}</Text>
      )}
      <Text size="xs" c="dimmed">
        {health.visibleRate === null
          ? t('channels.health.noneChecked')
          : t('channels.health.visibleRate', {
              percent: percent(health.visibleRate),
              count: health.checked,
              n: formatNumber(health.checked, i18n.language),
            })}
      </Text>
      {health.tokenExpiresAt && <ConnectionEnd at={health.tokenExpiresAt} />}
    </Stack>
  );
}
