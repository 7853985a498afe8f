import { Alert, type AlertProps } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { TKey } from '@core/i18n/keys';
import { can, type Permission } from '@core/workspaces/roles';
import { useRole } from '../hooks/use-role';
import { useTranslation } from '../i18n/use-translation';

/** What a screen says where its actions are missing, by the permission they need. */
const NOTES = {
  'batches.approve': 'workspaces.cannot.approve',
  'batches.write': 'workspaces.cannot.batches',
  'channels.write': 'workspaces.cannot.channels',
  'settings.write': 'workspaces.cannot.settings',
  'templates.write': 'workspaces.cannot.templates',
  'videos.write': 'workspaces.cannot.videos',
  'webhooks.write': 'workspaces.cannot.webhooks',
} as const satisfies Partial<Record<Permission, TKey>>;

/**
 * Why the actions of a screen or card are not there, said on the page (a phone has no hover for
 * a tooltip): "Your role (Viewer) can't add or change videos…". Nothing when the role allows
 * them, or while it is not known (use-can.ts).
 */
export function RoleNote({
  permission,
  ...props
}: { permission: keyof typeof NOTES } & Omit<AlertProps, 'children'>) {
  const { t } = useTranslation();
  const role = useRole();
  if (!role || can(role, permission)) return null;
  return (
    <Alert variant="light" color="gray" icon={<IconLock size={18} aria-hidden />} {...props}>
      {t(NOTES[permission], { role: t(`workspaces.role.${role}`) })}
    </Alert>
  );
}
