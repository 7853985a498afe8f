import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useTranslation } from '../i18n/use-translation';

export function Logo() {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <ThemeIcon size="lg" radius="md" variant="filled" aria-hidden>
        <IconMessages size={20} />
      </ThemeIcon>
      <Text fw={700} size="lg" visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
        {t('app.name')}
      </Text>
    </Group>
  );
}
