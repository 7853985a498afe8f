import { Alert, Badge, Code, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { CopyAction } from '@web/components/copy-action';
import { IconShieldCheck } from '@tabler/icons-react';
import { TitledCard } from '@web/components/section-card';
import { useTranslation } from '@web/i18n/use-translation';
import { PendingButton } from '@web/components/pending-button';
import { errorText } from '@web/lib/error-text';
import { toast } from '@web/lib/toast';
import { useTestAuthDebug } from '@web/hooks/use-auth-debug';

/**
 * docs/product.md §2 /settings: the configured domain (or this hostname) and a test of the sign-in
 * setup.
 */
export function DomainCard({ customDomain }: { customDomain: string | null }) {
  const { t } = useTranslation();
  const testAuth = useTestAuthDebug();
  // The address to register at Google stays on the page, whole, until the next test.
  const [callbackUrl, setCallbackUrl] = useState<string>();

  const onTest = async () => {
    setCallbackUrl(undefined);
    try {
      const debug = await testAuth.mutateAsync();
      setCallbackUrl(debug.callbackUrl);
    } catch (error) {
      toast({
        title: t('settings.authTest.failed'),
        description: errorText(t, error),
        variant: 'destructive',
      });
    }
  };

  return (
    <TitledCard title={t('settings.domain.title')}>
      <Stack gap="sm">
        <Group gap="sm">
          <Text fw={500} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {customDomain ?? window.location.hostname}
          </Text>
          {customDomain ? (
            <Badge color="green">{t('settings.domain.configured')}</Badge>
          ) : (
            <Badge color="gray" variant="light">
              {t('settings.domain.currentHost')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {customDomain ? t('settings.domain.configuredNote') : t('settings.domain.hostNote')}
        </Text>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconShieldCheck
            size={18}
            color="var(--mantine-color-green-6)"
            style={{ flexShrink: 0, marginTop: 2 }}
          />
          <Text size="sm">{t('settings.domain.authNote')}</Text>
        </Group>
        <PendingButton
          variant="light"
          w="fit-content"
          pending={testAuth.isPending}
          pendingLabel={t('settings.authTest.testing')}
          onClick={() => void onTest()}
        >
          {t('settings.authTest.button')}
        </PendingButton>
        {callbackUrl && (
          <Alert color="green" title={t('settings.authTest.success')} role="status">
            <Stack gap={4}>
              <Text size="sm">{t('settings.authTest.callbackHint')}</Text>
              <Group gap="xs" wrap="nowrap" align="center">
                <Code
                  aria-label={t('settings.authTest.callbackUrl')}
                  style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}
                >
                  {callbackUrl}
                </Code>
                <CopyAction value={callbackUrl} />
              </Group>
            </Stack>
          </Alert>
        )}
      </Stack>
    </TitledCard>
  );
}
