import { Button, Text, type ButtonProps } from '@mantine/core';
import { IconSelector, IconUser, IconUsersGroup } from '@tabler/icons-react';
import type { ComponentPropsWithoutRef } from 'react';
import type { WorkspaceSummary } from '@core/api/workspaces.schema';
import { useTranslation } from '@web/i18n/use-translation';

/** How wide the name may grow in the header before it is cut short (the menu shows it whole). */
const NAME_MAX_WIDTH = 200;
/** Its icons never shrink: only the name gives way when the header is short of room. */
const SECTION = { flexShrink: 0 } as const;

/**
 * The button in the header that opens the workspace menu: the current workspace's name, cut short
 * where it is long. `compact` (the person has only their personal workspace): its icon alone.
 * Drawn at once; the menu loads when the person comes near it (workspace-switcher.tsx).
 */
export function WorkspaceButton({
  workspace,
  compact = false,
  ...props
}: { workspace: WorkspaceSummary; compact?: boolean } & ButtonProps &
  ComponentPropsWithoutRef<'button'>) {
  const { t } = useTranslation();
  const Icon = workspace.personal ? IconUser : IconUsersGroup;
  return (
    <Button
      variant="default"
      size="sm"
      h={34}
      px={compact ? 8 : 10}
      leftSection={<Icon size={18} aria-hidden />}
      rightSection={<IconSelector size={14} aria-hidden opacity={0.6} />}
      // Named first by what it shows (WCAG 2.5.3): the name, whole.
      aria-label={t('header.workspaceMenuOf', { name: workspace.name })}
      aria-haspopup="menu"
      maw="100%"
      styles={{ section: compact ? { ...SECTION, marginInline: 2 } : SECTION }}
      {...props}
    >
      {/* Between a tablet's width and a laptop's the header has room for the icon alone. */}
      {!compact && (
        <Text
          component="span"
          display="block"
          size="sm"
          fw={500}
          truncate="end"
          maw={NAME_MAX_WIDTH}
          visibleFrom="md"
          // Inline: typography.css's `text-wrap: pretty` on every Text resets truncate's nowrap.
          style={{ whiteSpace: 'nowrap' }}
        >
          {workspace.name}
        </Text>
      )}
    </Button>
  );
}
