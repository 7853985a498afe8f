import { ActionIcon } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { IconHelp } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { LazyTooltip } from '@web/components/lazy-tooltip';
import { useTranslation } from '@web/i18n/use-translation';

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
      <LazyTooltip label={t('help.open')}>
        <ActionIcon variant="default" size="lg" aria-label={t('help.open')} onClick={open}>
          <IconHelp size={18} />
        </ActionIcon>
      </LazyTooltip>
      {wanted && (
        <Suspense fallback={null}>
          <HelpDialog opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
