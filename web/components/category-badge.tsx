import { Badge, type BadgeProps } from '@mantine/core';

/**
 * A category's name on a badge that wraps a long name onto more lines instead of cutting it: the
 * name is what tells two categories apart, and a phone has no hover to read a cut one.
 */
export function CategoryBadge({ name, ...props }: { name: string } & BadgeProps) {
  return (
    <Badge
      variant="light"
      tt="none"
      h="auto"
      maw="100%"
      miw={0}
      styles={{
        label: {
          whiteSpace: 'normal',
          overflow: 'visible',
          overflowWrap: 'anywhere',
          lineHeight: 1.35,
          paddingBlock: 2,
        },
      }}
      {...props}
    >
      {name}
    </Badge>
  );
}
