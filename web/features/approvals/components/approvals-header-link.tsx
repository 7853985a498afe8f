import { Button } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useApprovalsEntry } from '../hooks/use-approvals-entry';

/** In the header, beside the workspace, on screens wide enough (the phone's drawer has its row). */
export default function ApprovalsHeaderLink() {
  const entry = useApprovalsEntry();
  if (!entry.shown) return null;
  return (
    <Button
      component={Link}
      to="/approvals"
      visibleFrom="sm"
      variant={entry.active ? 'light' : 'subtle'}
      size="compact-md"
      leftSection={<IconChecklist size={18} aria-hidden />}
      rightSection={entry.badge}
      aria-label={entry.label}
      aria-current={entry.active ? 'page' : undefined}
      style={{ flexShrink: 0 }}
    >
      {entry.text}
    </Button>
  );
}
