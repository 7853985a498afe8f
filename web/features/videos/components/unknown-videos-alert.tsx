import { Alert, Checkbox, Code, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { IconQuestionMark } from '@tabler/icons-react';
import { useTranslation } from '@web/i18n/use-translation';

/** How many unknown ids are named; the count says the rest. */
const NAMED = 50;

/**
 * Links YouTube answered for without a video (private, deleted, mistyped): named, and left out
 * of the import unless the user keeps them.
 */
export function UnknownVideosAlert(props: {
  ids: string[];
  keep: boolean;
  onKeep: (keep: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      color="orange"
      icon={<IconQuestionMark size={18} />}
      title={t('videos.import.unknown', { count: props.ids.length })}
    >
      <Stack gap="xs">
        <Text size="sm">{t('videos.import.unknownHint')}</Text>
        <ScrollArea.Autosize mah={90}>
          <Group gap={6}>
            {props.ids.slice(0, NAMED).map((id) => (
              <Code key={id}>{id}</Code>
            ))}
          </Group>
        </ScrollArea.Autosize>
        <Checkbox
          label={t('videos.import.keepUnknown')}
          checked={props.keep}
          onChange={(event) => props.onKeep(event.currentTarget.checked)}
        />
      </Stack>
    </Alert>
  );
}
