import { Divider, Drawer, NavLink, Stack } from '@mantine/core';
import { useTranslation } from '@web/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { useAppConfig } from '@web/features/app-config/api/app-config';
import { ContactLink } from '@web/features/app-config/components/contact-links';
import { TABS, tabIndexForPath } from '../navigation';
import { useThemeSwitch } from '@web/components/theme-toggle';
import { WorkspaceNav } from '@web/features/workspaces/components/workspace-nav';
import { ApprovalsNavLink } from '@web/features/approvals/components/approvals-nav';
import { InboxNavLink } from '@web/features/inbox/components/inbox-nav';

export default function NavigationDrawer({
  opened,
  close,
}: {
  opened: boolean;
  close: () => void;
}) {
  const { t } = useTranslation();
  const active = tabIndexForPath(useLocation().pathname);
  // The header has no room for the contact links on a phone: they come here.
  const contacts = useAppConfig().data?.contacts ?? [];
  const theme = useThemeSwitch();
  return (
    <Drawer
      opened={opened}
      onClose={close}
      title={t('nav.label')}
      size="80%"
      hiddenFrom="sm"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap={4}>
        {/* The header has no room for the workspace switcher on a phone either. */}
        <WorkspaceNav onLeave={close} />
        <Divider my="sm" />
        {TABS.map((tab, index) => (
          <NavLink
            key={tab.path}
            component={Link}
            to={tab.path}
            label={t(tab.labelKey)}
            leftSection={<tab.icon size={20} />}
            active={index === active}
            aria-current={index === active ? 'page' : undefined}
            onClick={close}
            py="sm"
          />
        ))}
        <InboxNavLink onClick={close} />
        <ApprovalsNavLink onClick={close} />
        <Divider my="sm" />
        {/* The header has no room for it on a phone's main pages either. */}
        <NavLink
          component="button"
          label={theme.label}
          leftSection={<theme.Icon size={20} />}
          onClick={theme.toggle}
          py="sm"
        />
        {contacts.length > 0 && <Divider my="sm" />}
        {contacts.map((contact) => (
          <ContactLink key={contact.url} contact={contact} px="sm">
            {contact.name}
          </ContactLink>
        ))}
      </Stack>
    </Drawer>
  );
}
