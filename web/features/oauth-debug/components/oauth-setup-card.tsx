import { Button, Stack, Text, Textarea } from '@mantine/core';
import { IconBrandGoogle } from '@tabler/icons-react';
import { CopyAction } from '@web/components/copy-action';
import { TitledCard } from '@web/components/section-card';
import { useTranslation } from '@web/i18n/use-translation';
import type { AuthDebug } from '@core/api/oauth.schema';
import { navigateAway } from '@web/lib/navigate-away';

/** Coming back here shows whatever the flow reported. */
const TEST_SIGN_IN_PATH = '/api/auth/google?returnTo=%2Foauth-debug';

function CopyField({
  label,
  value,
  copyable = true,
}: {
  label: string;
  value: string;
  copyable?: boolean;
}) {
  // A text area that grows: a long redirect URI wraps on a phone instead of being cut off.
  return (
    <Textarea
      label={label}
      value={value}
      readOnly
      autosize
      minRows={1}
      styles={{ input: { fontFamily: 'monospace', wordBreak: 'break-all', resize: 'none' } }}
      rightSection={copyable && <CopyAction value={value} />}
    />
  );
}

/** The redirect URI to register at Google, the client id in use, and a test of the whole flow. */
export function OAuthSetupCard({ debug }: { debug: AuthDebug | undefined }) {
  const { t } = useTranslation();
  return (
    <TitledCard title={t('oauthDebug.setup.title')}>
      <Stack gap="sm">
        <CopyField label={t('oauthDebug.redirectUri')} value={debug?.callbackUrl ?? ''} />
        <CopyField
          label={t('oauthDebug.clientId')}
          value={debug?.googleClientId ?? t('oauthDebug.notConfigured')}
          copyable={!!debug?.googleClientId}
        />
        <Text size="sm" c="dimmed">
          {debug?.googleClientId ? t('oauthDebug.testHint') : t('oauthDebug.testUnavailable')}
        </Text>
        <Button
          leftSection={<IconBrandGoogle size={18} />}
          disabled={!debug?.googleClientId}
          onClick={() => navigateAway(TEST_SIGN_IN_PATH)}
          w="fit-content"
        >
          {t('oauthDebug.test')}
        </Button>
      </Stack>
    </TitledCard>
  );
}
