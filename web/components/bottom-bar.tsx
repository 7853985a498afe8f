import { Group, Paper, type GroupProps } from '@mantine/core';

/**
 * A bar pinned to the bottom of the screen, its content as wide as the page's: what can be done
 * with what is chosen stays in reach while the page scrolls. `label` names the region.
 */
export function BottomBar({ label, children, ...props }: GroupProps & { label: string }) {
  return (
    <Paper
      withBorder
      shadow="md"
      p="sm"
      pos="fixed"
      bottom={0}
      left={0}
      right={0}
      style={{ zIndex: 100, borderRadius: 0 }}
      role="region"
      aria-label={label}
    >
      <Group maw={1280} mx="auto" {...props}>
        {children}
      </Group>
    </Paper>
  );
}
