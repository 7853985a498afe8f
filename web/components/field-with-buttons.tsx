import { Group, Input } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/**
 * A field with its buttons beside it, the label above them all: an error under the field leaves
 * the buttons level with it (aligned to the field's bottom, they would drop to the error's). On a
 * narrow screen the buttons go under the field and its error.
 */
export function FieldWithButtons(props: {
  label: string;
  /** The field, without a label of its own, named by `id`. */
  field: (id: string) => ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <Input.Label htmlFor={id}>{props.label}</Input.Label>
      <Group gap="sm" align="flex-start">
        {props.field(id)}
        {props.children}
      </Group>
    </div>
  );
}
