import { Box, NavLink } from '@mantine/core';
import {
  IconCheck,
  IconClock,
  IconPlus,
  IconSettings,
  IconUser,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@web/i18n/use-translation';
import { useWorkspaces } from '../api/workspaces';
import { useSwitchTo } from '../hooks/use-switch-workspace';
import { NewWorkspaceModal } from './new-workspace-modal';
import { WorkspaceFacts } from './workspace-facts';

const WRAP = { label: { overflowWrap: 'anywhere' } } as const;

/**
 * The phone's workspace switcher, at the top of its navigation drawer: the current workspace
 * named whole, and under it, once opened, every workspace, its page and a new one. `onLeave`
 * closes the drawer when the person goes elsewhere.
 */
export function WorkspaceNav({ onLeave }: { onLeave: () => void }) {
  const { t } = useTranslation();
  const workspaces = useWorkspaces().data;
  const { switchTo, isPending } = useSwitchTo();
  const [creating, setCreating] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const current = workspaces?.find((workspace) => workspace.current);
  if (!workspaces || !current) return null;
  const Icon = current.personal ? IconUser : IconUsersGroup;

  return (
    <>
      <NavLink
        component="button"
        opened={expanded}
        onChange={setExpanded}
        aria-expanded={expanded}
        label={current.name}
        description={<WorkspaceFacts workspace={current} />}
        leftSection={<Icon size={20} />}
        styles={WRAP}
        py="sm"
      >
        {workspaces.map((workspace) => (
          <NavLink
            key={workspace.id}
            component="button"
            label={workspace.name}
            description={<WorkspaceFacts workspace={workspace} />}
            leftSection={workspace.current ? <IconCheck size={16} /> : <Box w={16} />}
            active={workspace.current}
            aria-current={workspace.current || undefined}
            disabled={isPending}
            styles={WRAP}
            onClick={() =>
              !workspace.current && void switchTo(workspace.id).then((done) => done && onLeave())
            }
          />
        ))}
        <NavLink
          component={Link}
          to="/workspace"
          label={t('header.workspace')}
          leftSection={<IconSettings size={16} />}
          onClick={onLeave}
        />
        {/* Every member reads it: owners and admins whole, anyone else their own lines. */}
        <NavLink
          component={Link}
          to="/audit"
          label={t('workspaces.audit.title')}
          leftSection={<IconClock size={16} />}
          onClick={onLeave}
        />
        <NavLink
          component="button"
          label={t('workspaces.menu.new')}
          leftSection={<IconPlus size={16} />}
          onClick={() => setCreating(true)}
        />
      </NavLink>
      <NewWorkspaceModal opened={creating} onClose={() => setCreating(false)} onEntered={onLeave} />
    </>
  );
}
