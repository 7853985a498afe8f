import { ActionIcon, CopyButton, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from '../i18n/use-translation';

/** A button that copies `value`; its icon turns to a tick once copied (seen on a phone too). */
export function CopyAction({ value }: { value: string }) {
  const { t } = useTranslation();
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? t('common.copied') : t('common.copy')}>
          <ActionIcon
            variant="subtle"
            onClick={copy}
            aria-label={copied ? t('common.copied') : t('common.copy')}
          >
            {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}
