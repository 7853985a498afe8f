import { Button, Group } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import type { FoundVideo } from '@core/api/find.schema';
import { NO_CATEGORY } from '@core/rules/category-name';
import { CategorySelect } from '@web/components/category-select';
import { useTranslation } from '@web/i18n/use-translation';
import { errorText } from '@web/lib/error-text';
import { toast } from '@web/lib/toast';
import { useImportFound } from '../api/import-found';
import { useVideoCategories, useVideoCategoryMutations } from '@web/hooks/use-video-categories';

interface Props {
  chosen: FoundVideo[];
  onSaved: () => void;
}

/** The chosen videos into the collection, under a category (a new one may be typed). */
export function SaveFound({ chosen, onSaved }: Props) {
  const { t } = useTranslation();
  const categories = useVideoCategories();
  const { create } = useVideoCategoryMutations();
  const save = useImportFound();
  const [category, setCategory] = useState(NO_CATEGORY);

  const onSave = async () => {
    try {
      const result = await save.mutateAsync({
        videos: chosen,
        category: category === NO_CATEGORY ? '' : category,
      });
      onSaved();
      const parts = [
        t('videos.import.added', { count: result.saved }),
        result.skippedExisting ? t('videos.import.skipped', { count: result.skippedExisting }) : '',
      ].filter(Boolean);
      toast({
        title: t('videos.import.done'),
        description: parts.join(' · '),
        variant: result.saved === 0 ? 'default' : 'success',
      });
    } catch (error) {
      toast({
        title: t('videos.import.failed'),
        description: errorText(t, error, t('videos.import.importFailed')),
        variant: 'destructive',
      });
    }
  };

  return (
    <Group gap="sm" align="flex-end" wrap="nowrap">
      <CategorySelect
        categories={categories.data}
        onCreate={(name) => create.mutateAsync(name)}
        label={t('find.save.category')}
        placeholder={t('find.save.categoryPlaceholder')}
        value={category}
        onChange={(value) => setCategory(value ?? NO_CATEGORY)}
        style={{ flex: 1, minWidth: 0, maxWidth: 320 }}
      />
      <Button
        leftSection={<IconDeviceFloppy size={16} />}
        disabled={chosen.length === 0}
        loading={save.isPending}
        onClick={() => void onSave()}
      >
        {t('find.save.button', { count: chosen.length })}
      </Button>
    </Group>
  );
}
