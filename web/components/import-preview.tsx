import { Alert, Badge, Group, List, ScrollArea, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The categories the import will create first; nothing when there are none. */
export function NewCategories({ label, names }: { label: string; names: string[] }) {
  if (!names.length) return null;
  return (
    <Group gap="xs">
      <Text size="sm">{label}</Text>
      {names.map((name) => (
        <Badge key={name} variant="light" color="green" tt="none">
          {name}
        </Badge>
      ))}
    </Group>
  );
}

/** The input's lines that cannot be imported, each saying why, in a box that scrolls. */
export function LineProblems({
  title,
  problems,
  maxHeight,
}: {
  title: string;
  problems: { line: number; text: string }[];
  maxHeight: number;
}) {
  if (!problems.length) return null;
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} />} title={title}>
      <ScrollArea.Autosize mah={maxHeight}>
        <List size="sm" spacing={2}>
          {problems.map((problem) => (
            <List.Item key={problem.line}>{problem.text}</List.Item>
          ))}
        </List>
      </ScrollArea.Autosize>
    </Alert>
  );
}

/** What a preview's tab says when it has nothing to list. */
export function NothingToList({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed" ta="center" py="md">
      {children}
    </Text>
  );
}
