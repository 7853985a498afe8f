import { Button, NavLink } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A page outside the tabs offered in the navigation (the approval queue, the inbox): its name,
 * a count as a badge and in its accessible name, and whether it is the page on screen.
 */
export interface NavEntry {
  to: string;
  text: string;
  /** The name with the count ("Inbox, 2 unread replies"). */
  label: string;
  badge: ReactNode;
  active: boolean;
}

/** In the header, beside the workspace, on screens wide enough (the phone's drawer has its row). */
export function HeaderEntryLink({ entry, icon }: { entry: NavEntry; icon: ReactNode }) {
  return (
    <Button
      component={Link}
      to={entry.to}
      visibleFrom="sm"
      variant={entry.active ? 'light' : 'subtle'}
      size="compact-md"
      leftSection={icon}
      rightSection={entry.badge}
      aria-label={entry.label}
      aria-current={entry.active ? 'page' : undefined}
      style={{ flexShrink: 0 }}
    >
      {entry.text}
    </Button>
  );
}

/** The phone's drawer row, under the tabs. */
export function DrawerEntryLink(props: { entry: NavEntry; icon: ReactNode; onClick: () => void }) {
  const { entry } = props;
  return (
    <NavLink
      component={Link}
      to={entry.to}
      label={entry.text}
      aria-label={entry.label}
      leftSection={props.icon}
      rightSection={entry.badge}
      active={entry.active}
      aria-current={entry.active ? 'page' : undefined}
      onClick={props.onClick}
      py="sm"
    />
  );
}
