import {
  Alert,
  Badge,
  Button,
  CopyButton,
  Group,
  ScrollArea,
  Stack,
  Tabs,
  Text,
} from '@mantine/core';
import { CategoryBadge } from '@web/components/category-badge';
import { IconAlertTriangle, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@web/i18n/use-translation';
import { categoryKey } from '@core/rules/category-name';
import { watchUrl } from '@core/videos/video-ref';
import { AppModal } from '@web/components/app-modal';
import { ConfirmButtons } from '@web/components/confirm-buttons';
import { LineProblems, NewCategories, NothingToList } from '@web/components/import-preview';
import { VideoThumbnail } from '@web/components/video-thumbnail';
import { errorText } from '@web/lib/error-text';
import { toast } from '@web/lib/toast';
import { thumbnailOf } from '../lib/youtube-thumbnail';
import { UnknownVideosAlert } from './unknown-videos-alert';
import type { PreparedImport } from '../hooks/use-video-import';

/** What a preview list shows at most: enough to recognise the import. */
const SHOWN = 200;

interface Props {
  prepared: PreparedImport | undefined;
  saving: boolean;
  onCancel: () => void;
  /** The videos to save: the new ones, less those YouTube does not know unless kept. */
  onImport: (videos: PreparedImport['fresh']) => void;
}

/**
 * docs/product.md §2: the import confirmation: Videos (new) and Duplicates, new categories, then
 * import.
 */
export function VideoImportDialog({ prepared, saving, onCancel, onImport }: Props) {
  const { t } = useTranslation();
  // Kept for this preview only: a new one starts with the unknown links left out again.
  const [keptFor, setKeptFor] = useState<PreparedImport>();
  const keepUnknown = !!prepared && keptFor === prepared;
  const unknown = new Set(prepared?.unknown);
  const included = (prepared?.fresh ?? []).filter(
    (video) => keepUnknown || !unknown.has(video.videoId),
  );
  const usedCategories = new Set(included.map((video) => categoryKey(video.category)));
  const newCategories = (prepared?.newCategories ?? []).filter((name) =>
    usedCategories.has(categoryKey(name)),
  );
  const duplicates = prepared
    ? [
        ...prepared.existing.map((v) => ({
          line: v.line,
          videoId: v.videoId,
          reason: t('videos.import.alreadySaved'),
        })),
        ...prepared.repeats.map((v) => ({
          line: v.line,
          videoId: v.videoId,
          reason: t('videos.import.repeated'),
        })),
      ]
    : [];

  return (
    <AppModal opened={!!prepared} onClose={onCancel} title={t('videos.import.title')} size="lg">
      {prepared && (
        <Stack gap="sm">
          {prepared.unknown.length > 0 && (
            <UnknownVideosAlert
              ids={prepared.unknown}
              keep={keepUnknown}
              onKeep={(keep) => setKeptFor(keep ? prepared : undefined)}
            />
          )}
          <NewCategories label={t('videos.import.newCategories')} names={newCategories} />
          {prepared.failedDetails > 0 && (
            <Alert color="yellow" icon={<IconAlertTriangle size={18} />}>
              {t('videos.import.detailsFailed', { count: prepared.failedDetails })}
              {prepared.detailsError !== undefined && (
                <Text size="sm" mt={4}>
                  {errorText(t, prepared.detailsError)}
                </Text>
              )}
            </Alert>
          )}
          <LineProblems
            title={t('videos.import.invalid', { count: prepared.invalid.length })}
            maxHeight={110}
            problems={prepared.invalid.slice(0, SHOWN).map((row) => ({
              line: row.line,
              text: t('videos.import.lineProblem', {
                line: row.line,
                problem: t(`videos.import.problem.${row.problem}`),
                input: row.input,
              }),
            }))}
          />
          <Tabs defaultValue="videos" keepMounted={false}>
            <Tabs.List>
              {/* The rows it lists, those left out too: the button counts what is imported. */}
              <Tabs.Tab value="videos">
                {t('videos.import.videosTab', { count: prepared.fresh.length })}
              </Tabs.Tab>
              <Tabs.Tab value="duplicates">
                {t('videos.import.duplicatesTab', { count: duplicates.length })}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="videos" pt="sm">
              {prepared.fresh.length === 0 ? (
                <NothingToList>{t('videos.import.nothingNew')}</NothingToList>
              ) : (
                <ScrollArea.Autosize mah={340}>
                  <Stack gap={6}>
                    {prepared.fresh.slice(0, SHOWN).map((video) => (
                      // A video left out is faded in its picture and dimmed in its title, never
                      // made transparent: its words keep 4.5:1 (WCAG 1.4.3).
                      <Group key={video.videoId} gap="sm" wrap="nowrap">
                        <div style={{ opacity: included.includes(video) ? 1 : 0.5 }}>
                          <VideoThumbnail
                            src={video.details ? thumbnailOf(video.details) : null}
                            width={64}
                          />
                        </div>
                        <div style={{ flex: 1, minWidth: 0 }}>
                          <Text
                            size="sm"
                            truncate
                            c={included.includes(video) ? undefined : 'dimmed'}
                          >
                            {video.details?.snippet.title ?? t('videos.import.noDetails')}
                          </Text>
                          <Text size="xs" c="dimmed" ff="monospace" truncate>
                            {video.videoId}
                            {video.details?.snippet.channelTitle
                              ? ` · ${video.details.snippet.channelTitle}`
                              : ''}
                          </Text>
                          {/* Under the title, not beside it: a phone's row has no room to spare. */}
                          {(unknown.has(video.videoId) || video.category) && (
                            <Group gap={4} mt={4}>
                              {unknown.has(video.videoId) && (
                                <Badge variant="light" color="orange" tt="none" maw="100%">
                                  {t('videos.import.notOnYouTube')}
                                </Badge>
                              )}
                              {video.category && <CategoryBadge name={video.category} />}
                            </Group>
                          )}
                        </div>
                      </Group>
                    ))}
                    {prepared.fresh.length > SHOWN && (
                      <Text size="xs" c="dimmed">
                        {t('templates.import.more', { count: prepared.fresh.length - SHOWN })}
                      </Text>
                    )}
                  </Stack>
                </ScrollArea.Autosize>
              )}
            </Tabs.Panel>
            <Tabs.Panel value="duplicates" pt="sm">
              {duplicates.length === 0 ? (
                <NothingToList>{t('templates.import.noDuplicates')}</NothingToList>
              ) : (
                <Stack gap="xs">
                  <CopyButton value={duplicates.map((d) => watchUrl(d.videoId)).join('\n')}>
                    {({ copy }) => (
                      <Button
                        size="xs"
                        variant="light"
                        w="fit-content"
                        leftSection={<IconCopy size={14} />}
                        onClick={() => {
                          copy();
                          toast({
                            title: t('videos.import.duplicatesCopied', {
                              count: duplicates.length,
                            }),
                            variant: 'success',
                          });
                        }}
                      >
                        {t('videos.import.copyDuplicates')}
                      </Button>
                    )}
                  </CopyButton>
                  <ScrollArea.Autosize mah={300}>
                    <Stack gap={4}>
                      {duplicates.slice(0, SHOWN).map((d) => (
                        <Group key={`${d.videoId}-${d.line}`} gap="xs" wrap="nowrap">
                          <Text size="sm" ff="monospace" style={{ flex: 1 }}>
                            {d.videoId}
                          </Text>
                          <Badge variant="light" color="gray" tt="none">
                            {d.reason}
                          </Badge>
                        </Group>
                      ))}
                    </Stack>
                  </ScrollArea.Autosize>
                </Stack>
              )}
            </Tabs.Panel>
          </Tabs>
          <ConfirmButtons
            onCancel={onCancel}
            pending={saving}
            pendingLabel={t('videos.import.importing')}
            disabled={included.length === 0}
            onConfirm={() => onImport(included)}
          >
            {t('videos.import.submit', { count: included.length })}
          </ConfirmButtons>
        </Stack>
      )}
    </AppModal>
  );
}
