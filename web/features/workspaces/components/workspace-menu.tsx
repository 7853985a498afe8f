import { Menu, Text } from '@mantine/core';
import { IconCheck, IconClock, IconPlus, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { WorkspaceSummary } from '@core/api/workspaces.schema';
import { useTranslation } from '@web/i18n/use-translation';
import { useSwitchTo } from '../hooks/use-switch-workspace';
import { NewWorkspaceModal } from './new-workspace-modal';
import { WorkspaceButton } from './workspace-button';
import { WorkspaceFacts } from './workspace-facts';

/**
 * The workspace menu, opened at once: it loads when the header's button is pressed. Every
 * workspace, whole names (a phone has no hover), the current one checked; then the workspace's
 * own page, and a new workspace.
 */
export default function WorkspaceMenu({
  workspaces,
  compact,
}: {
  workspaces: WorkspaceSummary[];
  compact: boolean;
}) {
  const { t } = useTranslation();
  const { switchTo, isPending } = useSwitchTo();
  const [creating, setCreating] = useState(false);
  const current = workspaces.find((workspace) => workspace.current)!;

  return (
    <>
      <Menu
        position="bottom-start"
        width={300}
        defaultOpened
        // No focus placeholder: a menu holds menu items only (its first item takes the focus).
        withInitialFocusPlaceholder={false}
      >
        <Menu.Target>
          <WorkspaceButton workspace={current} compact={compact} />
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('workspaces.menu.label')}</Menu.Label>
          {workspaces.map((workspace) => (
            <Menu.RadioItem
              key={workspace.id}
              value={workspace.id}
              checked={workspace.current}
              checkIcon={<IconCheck size={16} />}
              disabled={isPending}
              closeMenuOnClick
              onChange={(id) => void switchTo(id)}
            >
              <Text
                component="span"
                display="block"
                size="sm"
                fw={workspace.current ? 600 : undefined}
                style={{ overflowWrap: 'anywhere' }}
              >
                {workspace.name}
              </Text>
              <WorkspaceFacts workspace={workspace} />
            </Menu.RadioItem>
          ))}
          <Menu.Divider />
          <Menu.Item component={Link} to="/workspace" leftSection={<IconSettings size={16} />}>
            {t('header.workspace')}
          </Menu.Item>
          {/* Every member reads it: owners and admins whole, anyone else their own lines. */}
          <Menu.Item component={Link} to="/audit" leftSection={<IconClock size={16} />}>
            {t('workspaces.audit.title')}
          </Menu.Item>
          <Menu.Item leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            {t('workspaces.menu.new')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <NewWorkspaceModal opened={creating} onClose={() => setCreating(false)} />
    </>
  );
}
