import { ActionIcon, Tooltip } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { IconHelp } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// Few visits open the help: its dialog loads the first time it is asked for.
const HelpDialog = lazy(() => import('./help-dialog'));

export function HelpButton() {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const [wanted, setWanted] = useState(false);
  if (opened && !wanted) setWanted(true);
  useHotkeys([['shift+?', open]]);

  return (
    <>
      <Tooltip label={t('help.open')} openDelay={700}>
        <ActionIcon variant="default" size="lg" aria-label={t('help.open')} onClick={open}>
          <IconHelp size={18} />
        </ActionIcon>
      </Tooltip>
      {wanted && (
        <Suspense fallback={null}>
          <HelpDialog opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
