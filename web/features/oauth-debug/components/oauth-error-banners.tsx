import { Alert, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from '@web/i18n/use-translation';
import { useSearchParams } from 'react-router';

/**
 * docs/product.md §2 /oauth-debug: each query parameter the sign-in flow may leave gives its own
 * banner.
 */
export function OAuthErrorBanners() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const banners: { key: string; title: string; body: string }[] = [];
  const message = params.get('auth_error') ?? params.get('login_error');
  if (message) banners.push({ key: 'error', title: t('oauthDebug.banner.error'), body: message });
  if (params.get('auth_no_user') === 'true') {
    banners.push({
      key: 'noUser',
      title: t('oauthDebug.banner.noUser'),
      body: t('oauthDebug.banner.noUserDesc'),
    });
  }
  if (params.get('auth_failed') === 'true') {
    banners.push({
      key: 'failed',
      title: t('oauthDebug.banner.failed'),
      body: t('oauthDebug.banner.failedDesc'),
    });
  }
  const initError = params.get('auth_init_error');
  if (initError !== null) {
    banners.push({
      key: 'init',
      title: t('oauthDebug.banner.init'),
      body: initError && initError !== 'true' ? initError : t('oauthDebug.banner.initDesc'),
    });
  }
  if (banners.length === 0) return null;
  // The flow may leave one reason under two names: it is said once.
  const shown = banners.filter(
    (banner, index) => banners.findIndex((other) => other.body === banner.body) === index,
  );
  return (
    <Stack gap="sm">
      {shown.map((banner) => (
        <Alert
          key={banner.key}
          color="red"
          icon={<IconAlertCircle size={18} />}
          title={banner.title}
        >
          {banner.body}
        </Alert>
      ))}
    </Stack>
  );
}
