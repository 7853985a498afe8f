import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconListSearch } from '@tabler/icons-react';
import { useTranslation } from '@web/i18n/use-translation';

/** Enough links to act on one by one; more are counted in the title. */
const SHOWN = 3;

interface Props {
  links: string[];
  /** Opens the Find tab with the link in its channel or playlist source. */
  onOpen: (link: string) => void;
}

/**
 * Links to a channel or a playlist pasted where videos are expected: not refused blankly, but
 * offered to the Find tab, which lists their videos (docs/product.md §2, Videos).
 */
export function SourceLinksAlert({ links, onOpen }: Props) {
  const { t } = useTranslation();
  return (
    <Alert
      color="blue"
      icon={<IconListSearch size={18} />}
      title={t('videos.add.sources.title', { count: links.length })}
      data-testid="source-links"
    >
      <Stack gap="xs">
        <Text size="sm">{t('videos.add.sources.body')}</Text>
        {links.slice(0, SHOWN).map((link) => (
          <Group key={link} gap="xs" wrap="wrap" justify="space-between">
            <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all', flex: '1 1 12rem' }}>
              {link}
            </Text>
            <Button size="compact-sm" variant="light" onClick={() => onOpen(link)}>
              {t('videos.add.sources.open')}
            </Button>
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}
