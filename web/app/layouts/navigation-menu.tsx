import { Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@web/i18n/use-translation';

// The drawer loads the first time the menu is opened: most visits are on wider screens.
const NavigationDrawer = lazy(() => import('./navigation-drawer'));

/** Phones: the six sections behind one button in the header, each a full-width row to tap. */
export function NavigationMenu() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [wanted, setWanted] = useState(false);
  if (opened && !wanted) setWanted(true);

  return (
    <>
      <Burger
        opened={opened}
        onClick={toggle}
        size="sm"
        hiddenFrom="sm"
        aria-label={t('nav.openMenu')}
        aria-expanded={opened}
      />
      {wanted && (
        <Suspense fallback={null}>
          <NavigationDrawer opened={opened} close={close} />
        </Suspense>
      )}
    </>
  );
}
