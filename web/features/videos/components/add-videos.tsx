import { Button, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileImport, IconPlayerPlay } from '@tabler/icons-react';
import { FileButton } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from '@web/i18n/use-translation';
import { CSV_MAX_ROWS } from '@core/api/limits';
import { CsvFormatError, CsvLimitError } from '@core/csv/csv-rows';
import { NO_CATEGORY } from '@core/rules/category-name';
import {
  parseVideoCsv,
  parseVideoText,
  VIDEO_CSV_FILE,
  VIDEO_CSV_HEADER,
  type VideoInputResult,
} from '@core/videos/video-input';
import { CategorySelect } from '@web/components/category-select';
import { PendingButton } from '@web/components/pending-button';
import { UndoableTextarea } from '@web/components/undoable-textarea';
import { useUndoableText } from '@web/hooks/use-undoable-text';
import { downloadText } from '@web/lib/download';
import { errorText } from '@web/lib/error-text';
import { FileProblem, readTextFile } from '@web/lib/read-file';
import { dismissTopic, toast } from '@web/lib/toast';
import { useImportVideos } from '../api/import-videos';
import { useVideoCategories, useVideoCategoryMutations } from '@web/hooks/use-video-categories';
import { SourceLinksAlert } from './source-links-alert';
import { useVideoImport, type PreparedImport } from '../hooks/use-video-import';
import { VideoImportDialog } from './video-import-dialog';

/** Notices about importing: the outcome replaces the complaints before it. */
const IMPORT_TOPIC = 'video-import';

/** docs/product.md §9: the duplicate notice stays 5 seconds; at most 3 ids are named. */
const NOTICE_MS = 5000;
const NAMED_DUPLICATES = 3;

const EXAMPLE_CSV = [
  VIDEO_CSV_HEADER,
  'Tech,https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  'Tech,https://youtu.be/9bZkp7q19f0',
  'Music,https://www.youtube.com/shorts/kJQP7kiw5Fk',
  'Cooking,OPf0YbXqDm0',
].join('\n');

/**
 * docs/product.md §2 /videos, Add: links or ids typed or pasted, or a CSV/TXT file, then a preview.
 * Links to a channel or a playlist are offered to the Find tab (`onListSource`).
 */
export function AddVideos({ onListSource }: { onListSource: (link: string) => void }) {
  const { t } = useTranslation();
  const editor = useUndoableText();
  const categories = useVideoCategories();
  const { create } = useVideoCategoryMutations();
  const [autoNewline, setAutoNewline] = useState(true);
  const [category, setCategory] = useState(NO_CATEGORY);
  const [sourceLinks, setSourceLinks] = useState<string[]>([]);
  const flow = useVideoImport();
  const save = useImportVideos();
  const resetFile = useRef<() => void>(null);
  const busy = !!flow.progress;

  const fail = (title: string, description?: string) =>
    toast({ title, description, variant: 'destructive', topic: IMPORT_TOPIC });

  const start = async (input: VideoInputResult, source: PreparedImport['source']) => {
    // A new attempt: what was said about the one before ("No valid links") no longer holds, and
    // must not stand beside this one's preview.
    dismissTopic(IMPORT_TOPIC);
    const links = input.invalid.filter((row) => row.problem === 'channelOrPlaylist');
    setSourceLinks([...new Set(links.map((row) => row.input))]);
    if (input.videos.length === 0) {
      // Only channels or playlists: the offer to list their videos says it all.
      if (links.length < input.invalid.length || links.length === 0)
        fail(
          t('videos.import.noValidTitle'),
          t(source === 'csv' ? 'videos.import.noValid' : 'videos.import.noValidText'),
        );
      return;
    }
    if (input.repeats.length) {
      const named = [...new Set(input.repeats.map((r) => r.videoId))].slice(0, NAMED_DUPLICATES);
      toast({
        title: t('videos.import.duplicatesFound'),
        description:
          source === 'csv'
            ? t('videos.import.duplicatesInCsv')
            : t('videos.import.duplicatesInText', { ids: named.join(', ') }),
        variant: 'warning',
        duration: NOTICE_MS,
      });
    }
    try {
      const prepared = await flow.prepare(input, source);
      if (prepared.fresh.length === 0) {
        flow.close();
        toast({
          title: t('videos.import.allSaved', { count: prepared.existing.length }),
          variant: 'default',
        });
      }
    } catch (error) {
      fail(t('videos.import.processingError'), errorText(t, error));
    }
  };

  const onProcess = () => {
    if (!editor.value.trim()) {
      fail(t('videos.import.emptyInput'));
      return;
    }
    void start(parseVideoText(editor.value, category === NO_CATEGORY ? '' : category), 'manual');
  };

  const onFile = async (file: File | null) => {
    if (!file) return;
    try {
      const text = await readTextFile(file, ['.csv', '.txt']);
      // Each row carries its own category; an empty one means none, whatever the form says.
      await start(parseVideoCsv(text), 'csv');
    } catch (error) {
      if (error instanceof FileProblem)
        fail(t('videos.import.failed'), t(`videos.import.file.${error.problem}`));
      else if (error instanceof CsvLimitError)
        fail(t('videos.import.failed'), t('import.tooManyRows', { max: CSV_MAX_ROWS }));
      else if (error instanceof CsvFormatError)
        fail(t('videos.import.failed'), t('videos.import.csvParseError'));
      else fail(t('videos.import.failed'), errorText(t, error));
    } finally {
      resetFile.current?.();
    }
  };

  const onImport = async (videos: PreparedImport['fresh']) => {
    const prepared = flow.prepared;
    if (!prepared) return;
    const leftOut = prepared.fresh.length - videos.length;
    try {
      const result = await save.mutateAsync({
        source: prepared.source,
        videos: videos.map(({ videoId, category, details }) => ({
          videoId,
          category,
          ...(details && {
            title: details.snippet.title,
            description: details.snippet.description,
            thumbnail:
              details.snippet.thumbnails.high?.url ??
              details.snippet.thumbnails.medium?.url ??
              null,
            channelTitle: details.snippet.channelTitle,
            channelId: details.snippet.channelId,
            publishedAt: details.snippet.publishedAt,
            duration: details.contentDetails.duration,
            viewCount: details.statistics.viewCount,
            likeCount: details.statistics.likeCount,
            commentCount: details.statistics.commentCount,
          }),
        })),
      });
      flow.close();
      if (prepared.source === 'manual') editor.replace('');
      const skipped = result.skippedExisting + prepared.existing.length;
      const parts = [
        t('videos.import.added', { count: result.saved }),
        skipped ? t('videos.import.skipped', { count: skipped }) : '',
        leftOut ? t('videos.import.leftOut', { count: leftOut }) : '',
        prepared.failedDetails
          ? t('videos.import.withoutDetails', { count: prepared.failedDetails })
          : '',
      ].filter(Boolean);
      toast({
        title: t('videos.import.done'),
        description: parts.join(' · '),
        topic: IMPORT_TOPIC,
        // docs/product.md §8: destructive when something failed, neutral when everything was
        // skipped.
        variant: prepared.failedDetails
          ? 'destructive'
          : result.saved === 0
            ? 'default'
            : 'success',
      });
    } catch (error) {
      fail(t('videos.import.failed'), errorText(t, error, t('videos.import.importFailed')));
    }
  };

  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <CategorySelect
          categories={categories.data}
          onCreate={(name) => create.mutateAsync(name)}
          label={t('videos.add.category')}
          description={t('videos.add.categoryHint')}
          value={category}
          onChange={(value) => setCategory(value ?? NO_CATEGORY)}
          maw={360}
        />
        <UndoableTextarea
          label={t('videos.add.links')}
          description={t('videos.add.linksHint')}
          placeholder={'https://www.youtube.com/watch?v=dQw4w9WgXcQ\nhttps://youtu.be/9bZkp7q19f0'}
          editor={editor}
          autoNewline={autoNewline}
          onAutoNewlineChange={setAutoNewline}
          autosize
          minRows={8}
          maxRows={18}
        />
        {sourceLinks.length > 0 && <SourceLinksAlert links={sourceLinks} onOpen={onListSource} />}
        {flow.progress && (
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {t('videos.add.fetching', { done: flow.progress.done, total: flow.progress.total })}
            </Text>
            <Progress
              value={flow.progress.total ? (flow.progress.done / flow.progress.total) * 100 : 0}
              animated
              aria-label={t('videos.add.fetchingLabel')}
            />
          </Stack>
        )}
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            <FileButton
              resetRef={resetFile}
              onChange={(file) => void onFile(file)}
              accept=".csv,.txt,text/csv,text/plain"
            >
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  leftSection={<IconFileImport size={16} />}
                  disabled={busy}
                >
                  {t('videos.add.importFile')}
                </Button>
              )}
            </FileButton>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              onClick={() => {
                downloadText(VIDEO_CSV_FILE, EXAMPLE_CSV);
                toast({ title: t('import.example.downloaded'), variant: 'success' });
              }}
            >
              {t('import.example.download')}
            </Button>
          </Group>
          <PendingButton
            leftSection={<IconPlayerPlay size={16} />}
            pending={busy}
            pendingLabel={t('videos.add.processing')}
            disabled={!editor.value.trim()}
            onClick={onProcess}
          >
            {t('videos.add.process')}
          </PendingButton>
        </Group>
      </Stack>
      <VideoImportDialog
        prepared={flow.prepared}
        saving={save.isPending}
        onCancel={flow.close}
        onImport={(videos) => void onImport(videos)}
      />
    </Card>
  );
}
