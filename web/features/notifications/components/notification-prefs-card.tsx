import {
  Alert,
  Group,
  NativeSelect,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import {
  isCritical,
  NOTIFIED_EVENTS,
  type EmailChoice,
  type EventChoice,
  type NotifiedEvent,
  type UpdatePrefsBody,
} from '@core/api/notifications.schema';
import { TitledCard } from '@web/components/section-card';
import { useTranslation } from '@web/i18n/use-translation';
import { errorText } from '@web/lib/error-text';
import { toast } from '@web/lib/toast';
import { usePrefs, useUpdatePrefs } from '../api/notifications';

/** docs/notifications.md §3: per event, in the app and by email (now, in the digest, or not). */
export function NotificationPrefsCard() {
  const { t } = useTranslation();
  const prefs = usePrefs();
  const update = useUpdatePrefs();
  const save = async (body: UpdatePrefsBody) => {
    try {
      await update.mutateAsync(body);
      toast({ title: t('notifications.prefs.saved'), variant: 'success' });
    } catch (error) {
      toast({ title: errorText(t, error), variant: 'destructive' });
    }
  };
  const data = prefs.data;
  const emailOff = data && (!data.mailEnabled || !data.emailVerified);
  const choose = (type: NotifiedEvent, choice: EventChoice) =>
    void save({ events: { [type]: choice } });

  return (
    <TitledCard title={t('notifications.prefs.title')}>
      <Stack gap="sm" id="notifications">
        <Text size="sm" c="dimmed">
          {t('notifications.prefs.intro')}
        </Text>
        {data && !data.mailEnabled && (
          <Alert color="orange">{t('notifications.prefs.noMail')}</Alert>
        )}
        {data?.mailEnabled && !data.emailVerified && (
          <Alert color="orange">{t('notifications.prefs.unverified')}</Alert>
        )}
        {data &&
          NOTIFIED_EVENTS.map((type) => {
            const choice = data.prefs.events[type];
            const event = t(`notifications.type.${type}`);
            const options: EmailChoice[] = isCritical(type)
              ? ['off', 'now', 'digest']
              : ['off', 'digest'];
            return (
              <Paper key={type} withBorder p="sm" radius="md">
                <Text size="sm" fw={600} mb={6}>
                  {event}
                </Text>
                <Group gap="md" wrap="wrap">
                  <Switch
                    label={t('notifications.prefs.inApp')}
                    aria-label={t('notifications.prefs.inAppFor', { event })}
                    checked={choice.inApp}
                    disabled={update.isPending}
                    onChange={(e) => choose(type, { ...choice, inApp: e.currentTarget.checked })}
                  />
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm">{t('notifications.prefs.email')}</Text>
                    <NativeSelect
                      size="xs"
                      aria-label={t('notifications.prefs.emailFor', { event })}
                      value={choice.email}
                      disabled={update.isPending || Boolean(emailOff)}
                      data={options.map((value) => ({
                        value,
                        label: t(`notifications.prefs.${value}`),
                      }))}
                      onChange={(e) =>
                        choose(type, { ...choice, email: e.currentTarget.value as EmailChoice })
                      }
                    />
                  </Group>
                </Group>
              </Paper>
            );
          })}
        {data && (
          <Group gap="sm" wrap="wrap">
            <Text size="sm" fw={500}>
              {t('notifications.prefs.digestFrequency')}
            </Text>
            <SegmentedControl
              size="xs"
              value={data.prefs.digest}
              disabled={update.isPending || Boolean(emailOff)}
              onChange={(value) => void save({ digest: value })}
              data={[
                { value: 'hourly', label: t('notifications.prefs.hourly') },
                { value: 'daily', label: t('notifications.prefs.daily') },
              ]}
            />
          </Group>
        )}
        {data && !emailOff && (
          <Text size="xs" c="dimmed">
            {t('notifications.prefs.cap')}
          </Text>
        )}
      </Stack>
    </TitledCard>
  );
}
