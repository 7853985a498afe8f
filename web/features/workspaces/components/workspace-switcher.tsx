import { Skeleton } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { withAllWords } from '@web/i18n/i18n';
import { useWorkspaces } from '../api/workspaces';
import { WorkspaceButton } from './workspace-button';

// A menu brings a positioning engine, and its words are not the sign-in page's: both load when a
// pointer or the focus comes to the button, and the menu opens if it was pressed.
const loadMenu = withAllWords(() => import('./workspace-menu'));
const WorkspaceMenu = lazy(loadMenu);

/** The header's workspace switcher (signed in): the current workspace, and the menu of all. */
export function WorkspaceSwitcher() {
  const workspaces = useWorkspaces();
  const [opened, setOpened] = useState(false);
  if (workspaces.isPending) return <Skeleton h={34} w={120} />;
  const list = workspaces.data ?? [];
  const current = list.find((workspace) => workspace.current);
  // Without its list the app still works in the session's workspace: nothing to switch to.
  if (!current) return null;
  const compact = list.length === 1;
  const button = (
    <WorkspaceButton
      workspace={current}
      compact={compact}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setOpened(true)}
    />
  );
  if (!opened) return button;
  return (
    <Suspense fallback={button}>
      <WorkspaceMenu workspaces={list} compact={compact} />
    </Suspense>
  );
}
