import {
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconBrandGoogle,
  IconKey,
  IconSettings,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from '@web/i18n/use-translation';
import { Link } from 'react-router';
import type { Strategy } from '@core/api/oauth.schema';
import { SERVER_CREDENTIAL_ID } from '@core/api/server-credential';
import { ActionButton } from '@web/components/action-button';
import { EmptyState } from '@web/components/section-card';
import { errorText } from '@web/lib/error-text';
import { credentialSignInPath, navigateAway } from '@web/lib/navigate-away';
import { useStrategies } from '../api/strategies';

interface Props {
  busy: boolean;
  signedIn: boolean;
  onClearLocalData: () => void;
}

/**
 * docs/product.md §2 /auth, left column: the credentials to sign in (or, signed in, to connect a
 * channel) through, in one of four states: loading, error, list, empty.
 */
export function CredentialsPanel({ busy, signedIn, onClearLocalData }: Props) {
  const { t } = useTranslation();
  const strategies = useStrategies();

  return (
    <Card withBorder padding="lg" h="100%">
      <Stack gap="md">
        <div>
          <Title order={3}>{t('credentials.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('credentials.description')}
          </Text>
        </div>
        {strategies.isPending ? (
          <Center py="lg">
            <Loader role="status" aria-label={t('common.loading')} />
          </Center>
        ) : strategies.isError ? (
          <Alert
            color="red"
            icon={<IconAlertCircle size={18} />}
            title={t('accounts.errorLoadingCredentials')}
          >
            {errorText(t, strategies.error)}
          </Alert>
        ) : strategies.data.length === 0 ? (
          <EmptyState
            icon={
              <ThemeIcon size={48} radius="xl" variant="light" color="gray">
                <IconKey size={26} />
              </ThemeIcon>
            }
            title={t('credentials.empty.title')}
            // Email sign-in needs no credential: only connecting a channel does.
            hint={t(signedIn ? 'credentials.empty.signedIn' : 'credentials.empty.signedOut')}
          >
            {/* Signed out, the Channels page would only send the visitor back here. */}
            {signedIn && (
              <Button component={Link} to="/accounts" variant="light" mt="xs" disabled={busy}>
                {t('credentials.empty.add')}
              </Button>
            )}
          </EmptyState>
        ) : (
          <Stack gap="xs">
            {strategies.data.map((strategy) => (
              <StrategyRow key={strategy.id} strategy={strategy} signedIn={signedIn} busy={busy} />
            ))}
          </Stack>
        )}
        {/* Wraps instead of squeezing: long labels (English) must never be cut short. */}
        <Group gap="sm" justify="center">
          <Button
            variant="default"
            leftSection={<IconTrash size={16} />}
            onClick={onClearLocalData}
            disabled={busy}
          >
            {t('auth.clearLocalData')}
          </Button>
          <Button
            component={Link}
            to="/accounts"
            variant="default"
            leftSection={<IconSettings size={16} />}
            disabled={busy}
          >
            {t('credentials.manageAll')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function StrategyRow({
  strategy,
  signedIn,
  busy,
}: {
  strategy: Strategy;
  signedIn: boolean;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const isServer = strategy.id === SERVER_CREDENTIAL_ID;
  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-between" gap="sm">
        <Group gap="xs" style={{ minWidth: 0 }}>
          <Text fw={500} truncate>
            {isServer ? t('credentials.server.name') : strategy.name}
          </Text>
          {strategy.isDefault && (
            <Badge size="sm" color="blue">
              {t('credentials.badge.default')}
            </Badge>
          )}
        </Group>
        <ActionButton
          icon={IconBrandGoogle}
          disabled={busy}
          onClick={() => navigateAway(credentialSignInPath(strategy.id))}
        >
          {signedIn ? t('credentials.connect') : t('credentials.signInWith')}
        </ActionButton>
      </Group>
    </Paper>
  );
}
