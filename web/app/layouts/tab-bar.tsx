import { Box, Tabs } from '@mantine/core';
import { useTranslation } from '@web/i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { TABS, tabIndexForPath } from '../navigation';

/**
 * docs/product.md §2: seven tabs; the active one is chosen by index (default 0) and highlighted.
 * Where the seven do not fit in one row (phones), the header's menu lists them instead: nothing is
 * off screen.
 */
export function TabBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const active = tabIndexForPath(pathname);

  return (
    <Box component="nav" aria-label={t('nav.label')} visibleFrom="sm" mb="md">
      <Tabs
        value={String(active)}
        onChange={(value) => value !== null && void navigate(TABS[Number(value)]!.path)}
        variant="pills"
      >
        <Tabs.List style={{ flexWrap: 'nowrap' }}>
          {TABS.map((tab, index) => (
            <Tabs.Tab key={tab.path} value={String(index)} leftSection={<tab.icon size={16} />}>
              {t(tab.labelKey)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    </Box>
  );
}
