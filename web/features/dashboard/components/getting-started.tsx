import { Anchor, List, ThemeIcon } from '@mantine/core';
import { IconNumber1, IconNumber2, IconNumber3, IconNumber4 } from '@tabler/icons-react';
import { TitledCard } from '@web/components/section-card';
import { useTranslation } from '@web/i18n/use-translation';
import { Link } from 'react-router';

const STEPS = [
  { to: '/accounts', key: 'accounts', icon: IconNumber1 },
  { to: '/videos', key: 'videos', icon: IconNumber2 },
  { to: '/comments', key: 'comments', icon: IconNumber3 },
  { to: '/launch', key: 'launch', icon: IconNumber4 },
] as const;

/** docs/product.md §2: the four steps, each a link. */
export function GettingStarted() {
  const { t } = useTranslation();
  return (
    <TitledCard title={t('dashboard.start.title')} h="100%">
      <List spacing="sm" size="sm">
        {STEPS.map(({ to, key, icon: Icon }) => (
          <List.Item
            key={key}
            icon={
              <ThemeIcon size={24} radius="xl" variant="light">
                <Icon size={14} />
              </ThemeIcon>
            }
          >
            <Anchor component={Link} to={to}>
              {t(`dashboard.start.${key}`)}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </TitledCard>
  );
}
