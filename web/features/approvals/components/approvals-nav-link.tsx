import { NavLink } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useApprovalsEntry } from '../hooks/use-approvals-entry';

/** The phone's drawer row to the approval queue, under the tabs. */
export function ApprovalsNavLink({ onClick }: { onClick: () => void }) {
  const entry = useApprovalsEntry();
  if (!entry.shown) return null;
  return (
    <NavLink
      component={Link}
      to="/approvals"
      label={entry.text}
      aria-label={entry.label}
      leftSection={<IconChecklist size={20} />}
      rightSection={entry.badge}
      active={entry.active}
      aria-current={entry.active ? 'page' : undefined}
      onClick={onClick}
      py="sm"
    />
  );
}
