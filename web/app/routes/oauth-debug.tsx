import { Anchor, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@web/i18n/use-translation';
import { PageHeader } from '@web/components/page-header';
import { useAuthDebug } from '@web/hooks/use-auth-debug';
import { OAuthErrorBanners } from '@web/features/oauth-debug/components/oauth-error-banners';
import {
  OAuthChecklistsCard,
  OAuthDebugInfoCard,
  OAuthInstructionsCard,
} from '@web/features/oauth-debug/components/oauth-help-cards';
import { OAuthSetupCard } from '@web/features/oauth-debug/components/oauth-setup-card';

export default function OAuthDebugPage() {
  const { t } = useTranslation();
  const debug = useAuthDebug();
  const callbackUrl =
    debug.data?.callbackUrl ?? `${window.location.origin}/api/auth/google/callback`;
  return (
    <Stack gap="lg">
      {/* Reached from the credentials' help and from a failed sign-in: the way back to them. */}
      <Anchor component={Link} to="/accounts" size="sm" w="fit-content">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          {t('oauthDebug.back', { page: t('nav.accounts') })}
        </Group>
      </Anchor>
      <PageHeader
        title={t('pages.oauthDebug.title')}
        description={t('pages.oauthDebug.description')}
      />
      <OAuthErrorBanners />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <OAuthSetupCard debug={debug.data} />
        <OAuthInstructionsCard callbackUrl={callbackUrl} />
      </SimpleGrid>
      <OAuthChecklistsCard callbackUrl={callbackUrl} />
      <OAuthDebugInfoCard debug={debug.data} />
    </Stack>
  );
}
