import {
  ActionIcon,
  Button,
  Code,
  Group,
  PasswordInput,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconEye, IconEyeOff, IconTrash } from '@tabler/icons-react';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { FieldWithButtons } from '@web/components/field-with-buttons';
import { SectionCard } from '@web/components/section-card';
import { useTranslation } from '@web/i18n/use-translation';
import { maskSecret } from '@core/format/text';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '@web/lib/storage';
import { toast } from '@web/lib/toast';

/**
 * docs/product.md §2: the universal YouTube API key, kept only in this browser's local storage
 * (never sent to the server), shown masked except its last 8 characters.
 */
export function ApiKeyCard() {
  const { t } = useTranslation();
  const [stored, setStored] = useState(() => readStorage(STORAGE_KEYS.youtubeApiKey));
  const [revealed, setRevealed] = useState(false);
  // The key never reaches the server, so no core schema rules it: it must only be there.
  const form = useForm({
    name: 'api-key',
    initialValues: { key: '' },
    validate: { key: (value) => (value.trim() ? null : t('apiKey.requiredDesc')) },
  });

  const onSave = form.onSubmit(({ key }) => {
    writeStorage(STORAGE_KEYS.youtubeApiKey, key.trim());
    setStored(key.trim());
    form.reset();
    setRevealed(false);
    toast({ title: t('apiKey.saved'), description: t('apiKey.savedDesc'), variant: 'success' });
  });

  const onDelete = () => {
    if (!stored) {
      toast({ title: t('apiKey.none'), description: t('apiKey.noneDesc'), variant: 'warning' });
      return;
    }
    removeStorage(STORAGE_KEYS.youtubeApiKey);
    setStored(null);
    setRevealed(false);
    toast({ title: t('apiKey.deleted'), variant: 'success' });
  };

  return (
    <SectionCard title={t('apiKey.title')} description={t('apiKey.description')}>
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={500}>
            {t('apiKey.current')}
          </Text>
          {stored ? (
            <>
              <Code style={{ overflowWrap: 'anywhere' }}>
                {revealed ? stored : maskSecret(stored)}
              </Code>
              <Tooltip label={revealed ? t('apiKey.hide') : t('apiKey.reveal')} openDelay={700}>
                <ActionIcon
                  variant="subtle"
                  aria-label={revealed ? t('apiKey.hide') : t('apiKey.reveal')}
                  onClick={() => setRevealed((value) => !value)}
                >
                  {revealed ? <IconEyeOff size={16} /> : <IconEye size={16} />}
                </ActionIcon>
              </Tooltip>
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t('apiKey.notSet')}
            </Text>
          )}
        </Group>
        <form onSubmit={onSave} noValidate>
          <FieldWithButtons
            label={stored ? t('apiKey.replace') : t('apiKey.input')}
            field={(id) => (
              <PasswordInput
                id={id}
                placeholder="AIza…"
                autoComplete="off"
                {...form.getInputProps('key')}
                // Mantine marks a password field in error for the eye only.
                aria-invalid={!!form.errors.key || undefined}
                style={{ flex: 1, minWidth: 220 }}
              />
            )}
          >
            <Button type="submit">{t('apiKey.save')}</Button>
            <Button
              variant="default"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={onDelete}
            >
              {t('apiKey.delete')}
            </Button>
          </FieldWithButtons>
        </form>
      </Stack>
    </SectionCard>
  );
}
