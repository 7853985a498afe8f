import { Button, Text } from '@mantine/core';
import { IconDownload, IconExternalLink, IconFolder, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '@web/i18n/use-translation';
import { ActionButton } from '@web/components/action-button';
import { BottomBar } from '@web/components/bottom-bar';

interface Props {
  count: number;
  onSelectPage: () => void;
  /** Left out, with `onDelete`, for a role that may not change videos. */
  onCategory?: () => void;
  onOpenTabs: () => void;
  onExport: () => void;
  onDelete?: () => void;
}

/**
 * What can be done to the selected videos, pinned to the bottom of the screen while selecting:
 * no disabled buttons above the videos before, and nothing moves under a long-press drag.
 */
export function VideoSelectionBar(props: Props) {
  const { t } = useTranslation();
  const none = props.count === 0;
  return (
    <BottomBar label={t('videos.bulk.label')} gap="xs" px={{ base: 0, sm: 'md' }}>
      <Text size="sm" fw={500} role="status">
        {t('templates.selected', { count: props.count })}
      </Text>
      <Button size="xs" variant="subtle" onClick={props.onSelectPage}>
        {t('templates.selectPage')}
      </Button>
      {props.onCategory && (
        <ActionButton icon={IconFolder} disabled={none} onClick={props.onCategory}>
          {t('templates.setCategory')}
        </ActionButton>
      )}
      <ActionButton icon={IconExternalLink} disabled={none} onClick={props.onOpenTabs}>
        {t('videos.bulk.openTabs')}
      </ActionButton>
      <ActionButton icon={IconDownload} disabled={none} onClick={props.onExport}>
        {t('videos.bulk.export')}
      </ActionButton>
      {props.onDelete && (
        <ActionButton icon={IconTrash} color="red" disabled={none} onClick={props.onDelete}>
          {t('templates.deleteSelected')}
        </ActionButton>
      )}
    </BottomBar>
  );
}
