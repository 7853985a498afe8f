import { ActionIcon, Anchor, Kbd, List, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { AppModal } from '../../components/app-modal';
import { useDisclosure, useHotkeys, useMediaQuery } from '@mantine/hooks';
import { IconHelp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TABS } from '../navigation';

export function HelpButton() {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  useHotkeys([['shift+?', open]]);
  // A touch screen has no Alt key: its shortcuts would be noise.
  const touchOnly = useMediaQuery('(hover: none) and (pointer: coarse)', false, {
    getInitialValueInEffect: false,
  });

  return (
    <>
      <Tooltip label={t('help.open')} openDelay={700}>
        <ActionIcon variant="default" size="lg" aria-label={t('help.open')} onClick={open}>
          <IconHelp size={18} />
        </ActionIcon>
      </Tooltip>
      <AppModal opened={opened} onClose={close} title={t('help.title')} size="lg">
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
    </>
  );
}
