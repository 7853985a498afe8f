import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { CopyAction } from './copy-action';

/**
 * A secret the server gives this once (a webhook's signing secret, an API token): said, with a
 * way to copy it, until the person says they have it.
 */
export function ShownOnce(props: {
  title: string;
  text: string;
  /** What the secret is, for a screen reader. */
  label: string;
  value: string;
  doneLabel: string;
  onDone: () => void;
}) {
  return (
    <Alert color="green" title={props.title}>
      <Stack gap="xs">
        <Text size="sm">{props.text}</Text>
        <Group gap={4} wrap="nowrap">
          <Text
            size="sm"
            ff="monospace"
            style={{ overflowWrap: 'anywhere' }}
            aria-label={props.label}
          >
            {props.value}
          </Text>
          <CopyAction value={props.value} />
        </Group>
        <Button
          size="xs"
          variant="light"
          onClick={props.onDone}
          style={{ alignSelf: 'flex-start' }}
        >
          {props.doneLabel}
        </Button>
      </Stack>
    </Alert>
  );
}
