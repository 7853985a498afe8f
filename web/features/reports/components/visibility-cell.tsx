import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconMessage2, IconThumbUp } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { sentenceGap } from '@web/i18n/languages';
import { useTranslation } from '@web/i18n/use-translation';
import type { Comment, Visibility } from '@core/api/batches.schema';
import { formatDateTime } from '@core/format/date-time';
import { formatNumber } from '@core/format/number';
import { isCannotCheckReason, type CannotCheckReason } from '@core/visibility/visibility-state';
import { RepliesDialog } from './replies-dialog';

const STATE_COLOR: Record<Visibility['state'], string> = {
  checking: 'blue',
  visible: 'green',
  notVisible: 'orange',
  removed: 'red',
  videoUnavailable: 'gray',
  cannotCheck: 'gray',
};

/** Reasons a comment cannot be checked that the user fixes in Settings. */
const FIXED_IN_SETTINGS = new Set<CannotCheckReason>([
  'noViewer',
  'onlyAuthor',
  'keyInvalid',
  'serverKeyInvalid',
]);

/** What the state means, and for one that cannot be checked, why and how to make it checkable. */
function Explanation({ visibility }: { visibility: Visibility }) {
  const { t, i18n } = useTranslation();
  const { state, reason } = visibility;
  if (state === 'visible') return null;
  if (state === 'cannotCheck') {
    const why = isCannotCheckReason(reason) ? reason : 'noViewer';
    return (
      <Text size="xs">
        {t(`visibility.reason.${why}`)}
        {sentenceGap(i18n.language)}
        {FIXED_IN_SETTINGS.has(why) && (
          <Anchor component={Link} to="/settings#checks" size="xs">
            {t('visibility.openSettings')}
          </Anchor>
        )}
      </Text>
    );
  }
  return <Text size="xs">{t(`visibility.explain.${state}`)}</Text>;
}

/** When it was last looked at and when it will be next, in the reader's language. */
function Times({ visibility }: { visibility: Visibility }) {
  const { t, i18n } = useTranslation();
  const at = (iso: string) => formatDateTime(iso, i18n.language);
  const next = visibility.nextCheckAt;
  return (
    <Text size="xs" c="dimmed" style={{ wordBreak: 'keep-all' }}>
      {visibility.checkedAt
        ? t('visibility.checkedAt', { time: at(visibility.checkedAt) })
        : t('visibility.notChecked')}
      {' · '}
      {next ? t('visibility.nextAt', { time: at(next) }) : t('visibility.noMore')}
    </Text>
  );
}

/**
 * docs/visibility.md: what others see of a posted comment, from the last look as a viewer, with
 * its likes and replies (the replies open on demand). Everything shown, nothing on hover.
 */
export function VisibilityCell({ comment: c }: { comment: Comment }) {
  const { t, i18n } = useTranslation();
  const [repliesOpen, setRepliesOpen] = useState(false);
  const visibility = c.visibility;
  if (!visibility) return null;
  const n = (value: number) => formatNumber(value, i18n.language);
  return (
    <Stack gap={4}>
      <Badge
        color={STATE_COLOR[visibility.state]}
        variant="light"
        styles={{
          root: { overflow: 'visible', minWidth: 'max-content', flexShrink: 0 },
          label: { overflow: 'visible', textOverflow: 'clip' },
        }}
      >
        {t(`visibility.state.${visibility.state}`)}
      </Badge>
      <Explanation visibility={visibility} />
      {c.likeCount !== null && (
        <Group gap="sm" wrap="wrap">
          <Group gap={4} wrap="nowrap">
            <IconThumbUp size={14} aria-hidden />
            <Text size="xs">
              {t('visibility.likes', { count: c.likeCount, n: n(c.likeCount) })}
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconMessage2 size={14} aria-hidden />
            <Text size="xs">
              {t('visibility.replies', { count: c.replyCount ?? 0, n: n(c.replyCount ?? 0) })}
            </Text>
          </Group>
        </Group>
      )}
      {Boolean(c.replyCount) && (
        <>
          <Button
            size="compact-xs"
            variant="default"
            w="fit-content"
            onClick={() => setRepliesOpen(true)}
          >
            {t('visibility.showReplies')}
          </Button>
          <RepliesDialog
            commentId={c.id}
            opened={repliesOpen}
            onClose={() => setRepliesOpen(false)}
          />
        </>
      )}
      <Times visibility={visibility} />
    </Stack>
  );
}
