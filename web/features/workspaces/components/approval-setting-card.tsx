import { Alert, Card, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from '@web/i18n/use-translation';
import { errorText } from '@web/lib/error-text';
import { toast } from '@web/lib/toast';
import { useChangeWorkspaceSettings, useWorkspaceSettings } from '../api/workspace-settings';

/**
 * docs/architecture.md §10: whether an editor's confirmed batch waits for an owner or admin. Those
 * who may not change it (settings.write) see it as it is, and why they can't.
 */
export function ApprovalSettingCard({ mayChange }: { mayChange: boolean }) {
  const { t } = useTranslation();
  const settings = useWorkspaceSettings();
  const change = useChangeWorkspaceSettings();
  const toggle = async (approvalRequired: boolean) => {
    try {
      await change.mutateAsync({ approvalRequired });
      toast({
        title: t(approvalRequired ? 'workspaces.approval.on' : 'workspaces.approval.off'),
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: t('workspaces.approval.failed'),
        description: errorText(t, error),
        variant: 'destructive',
      });
    }
  };
  return (
    <Card withBorder padding="lg">
      <Title order={3} mb="sm">
        {t('workspaces.approval.title')}
      </Title>
      <Stack gap="sm">
        {settings.isError ? (
          <Alert color="red">{errorText(t, settings.error)}</Alert>
        ) : settings.data && !mayChange ? (
          // A disabled switch hardly shows whether it is on: said in words instead.
          <Text fw={500}>
            {t(
              settings.data.approvalRequired
                ? 'workspaces.approval.stateOn'
                : 'workspaces.approval.stateOff',
            )}
          </Text>
        ) : settings.data ? (
          <Switch
            checked={settings.data.approvalRequired}
            disabled={change.isPending}
            onChange={(event) => void toggle(event.currentTarget.checked)}
            label={t('workspaces.approval.label')}
            description={t('workspaces.approval.description')}
          />
        ) : (
          <Skeleton height={40} />
        )}
        {!mayChange && (
          <Text size="sm" c="dimmed">
            {t('workspaces.approval.readOnly')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
