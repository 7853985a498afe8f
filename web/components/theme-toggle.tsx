import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from '../i18n/use-translation';
import { LazyTooltip } from './lazy-tooltip';

/** What switching the colour scheme says and shows: the header's button and the phone's menu. */
export function useThemeSwitch() {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  return {
    label: scheme === 'dark' ? t('header.theme.light') : t('header.theme.dark'),
    Icon: scheme === 'dark' ? IconSun : IconMoon,
    toggle: () => setColorScheme(scheme === 'dark' ? 'light' : 'dark'),
  };
}

export function ThemeToggle() {
  const { label, Icon, toggle } = useThemeSwitch();
  return (
    <LazyTooltip label={label}>
      <ActionIcon variant="default" size="lg" aria-label={label} onClick={toggle}>
        <Icon size={18} />
      </ActionIcon>
    </LazyTooltip>
  );
}
