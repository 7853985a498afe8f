import { Badge, Group, Text } from '@mantine/core';
import type { WorkspaceSummary } from '@core/api/workspaces.schema';
import { useTranslation } from '@web/i18n/use-translation';

/** Under a workspace's name in the lists of workspaces: the person's role there, and "Personal". */
export function WorkspaceFacts({ workspace }: { workspace: WorkspaceSummary }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap" component="span">
      <Text component="span" size="xs" c="dimmed">
        {t(`workspaces.role.${workspace.role}`)}
      </Text>
      {workspace.personal && (
        <Badge component="span" size="xs" variant="light" color="gray">
          {t('workspaces.personal')}
        </Badge>
      )}
    </Group>
  );
}
