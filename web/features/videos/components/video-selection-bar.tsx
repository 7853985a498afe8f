import { Button, Group, Paper, Text } from '@mantine/core';
import { IconDownload, IconExternalLink, IconFolder, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';

interface Props {
  count: number;
  onSelectPage: () => void;
  onCategory: () => void;
  onOpenTabs: () => void;
  onExport: () => void;
  onDelete: () => void;
}

/**
 * What can be done to the selected videos, pinned to the bottom of the screen while selecting:
 * no disabled buttons above the videos before, and nothing moves under a long-press drag.
 */
export function VideoSelectionBar(props: Props) {
  const { t } = useTranslation();
  const none = props.count === 0;
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
      aria-label={t('videos.bulk.label')}
    >
      <Group gap="xs" maw={1280} mx="auto" px={{ base: 0, sm: 'md' }}>
        <Text size="sm" fw={500} role="status">
          {t('templates.selected', { count: props.count })}
        </Text>
        <Button size="xs" variant="subtle" onClick={props.onSelectPage}>
          {t('templates.selectPage')}
        </Button>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconFolder size={14} />}
          disabled={none}
          onClick={props.onCategory}
        >
          {t('templates.setCategory')}
        </Button>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconExternalLink size={14} />}
          disabled={none}
          onClick={props.onOpenTabs}
        >
          {t('videos.bulk.openTabs')}
        </Button>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconDownload size={14} />}
          disabled={none}
          onClick={props.onExport}
        >
          {t('videos.bulk.export')}
        </Button>
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconTrash size={14} />}
          disabled={none}
          onClick={props.onDelete}
        >
          {t('templates.deleteSelected')}
        </Button>
      </Group>
    </Paper>
  );
}
