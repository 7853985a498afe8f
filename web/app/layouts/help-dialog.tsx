import { Anchor, Kbd, List, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '@web/i18n/use-translation';
import { AppModal } from '@web/components/app-modal';
import { TABS } from '../navigation';

export default function HelpDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  // A touch screen has no Alt key: its shortcuts would be noise.
  const touchOnly = useMediaQuery('(hover: none) and (pointer: coarse)', false, {
    getInitialValueInEffect: false,
  });
  return (
    <AppModal opened={opened} onClose={onClose} title={t('help.title')} size="lg">
      <Stack gap="md">
        <Title order={5}>{t('help.steps.title')}</Title>
        <List type="ordered" spacing={4} size="sm">
          <List.Item>{t('help.steps.connect')}</List.Item>
          <List.Item>{t('help.steps.videos')}</List.Item>
          <List.Item>{t('help.steps.templates')}</List.Item>
          <List.Item>{t('help.steps.launch')}</List.Item>
        </List>
        <Text size="sm" c="dimmed">
          {t('help.responsibleUse')}
        </Text>
        {!touchOnly && (
          <>
            <Title order={5}>{t('help.shortcuts.title')}</Title>
            <Table>
              <Table.Tbody>
                {TABS.map((tab, index) => (
                  <Table.Tr key={tab.path}>
                    <Table.Td w={140}>
                      <Kbd>Alt</Kbd> + <Kbd>{index + 1}</Kbd>
                    </Table.Td>
                    <Table.Td>{t('help.shortcuts.goTo', { page: t(tab.labelKey) })}</Table.Td>
                  </Table.Tr>
                ))}
                <Table.Tr>
                  <Table.Td>
                    <Kbd>?</Kbd>
                  </Table.Td>
                  <Table.Td>{t('help.shortcuts.help')}</Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </>
        )}
        <Anchor href="/api/docs" target="_blank" size="sm">
          {t('help.apiReference')}
        </Anchor>
      </Stack>
    </AppModal>
  );
}
