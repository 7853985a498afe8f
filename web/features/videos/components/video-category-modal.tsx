import { Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@web/i18n/use-translation';
import { NO_CATEGORY } from '@core/rules/category-name';
import { CategorySelect } from '@web/components/category-select';
import { CategoryModal } from '@web/components/category-modal';
import { toast } from '@web/lib/toast';
import { useVideoCategories, useVideoCategoryMutations } from '@web/hooks/use-video-categories';
import { refreshVideos } from '../api/refresh-videos';
import { useSetVideoCategory } from '../api/set-video-category';

/**
 * docs/product.md §2 bulk-category dialog (and the per-video one): applied to each video in turn;
 * one that fails is skipped, and the count of successes is reported (docs/product.md §4).
 */
export function VideoCategoryModal({
  videoIds,
  initial,
  onClose,
}: {
  videoIds: string[];
  initial?: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const categories = useVideoCategories();
  const { create } = useVideoCategoryMutations();
  const queryClient = useQueryClient();
  const setCategory = useSetVideoCategory();
  const [category, setChoice] = useState(initial ?? NO_CATEGORY);
  const [busy, setBusy] = useState(false);

  const apply = async () => {
    setBusy(true);
    let updated = 0;
    for (const id of videoIds) {
      try {
        await setCategory.mutateAsync({ id, category: category === NO_CATEGORY ? null : category });
        updated += 1;
      } catch (error) {
        console.warn('category not set for a video', id, error);
      }
    }
    await refreshVideos(queryClient);
    setBusy(false);
    const failed = videoIds.length - updated;
    toast({
      title: t('videos.category.updated'),
      description: failed
        ? t('videos.category.partial', { count: updated, failed })
        : t('videos.category.updatedDesc', { count: updated }),
      variant: failed ? 'warning' : 'success',
    });
    onClose();
  };

  return (
    <CategoryModal
      title={t('videos.category.title', { count: videoIds.length })}
      pending={busy}
      onApply={() => void apply()}
      onClose={() => onClose()}
    >
      <Text size="sm" c="dimmed">
        {t('videos.category.hint')}
      </Text>
      <CategorySelect
        categories={categories.data}
        onCreate={(name) => create.mutateAsync(name)}
        label={t('videos.add.category')}
        value={category}
        onChange={(value) => setChoice(value ?? NO_CATEGORY)}
      />
    </CategoryModal>
  );
}
