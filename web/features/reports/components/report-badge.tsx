import { Badge } from '@mantine/core';
import { useTranslation } from '@web/i18n/use-translation';
import type { Comment } from '@core/api/batches.schema';

const STATUS_COLOR: Record<Comment['status'], string> = {
  pending: 'gray',
  posting: 'blue',
  verifying: 'cyan',
  posted: 'green',
  unconfirmed: 'orange',
  failed: 'red',
  cancelled: 'gray',
  manual: 'teal',
};

/**
 * A comment's status. Mantine's badge cuts its label with an ellipsis when its column is
 * squeezed ("POST…", "已…"); a status is the one word a report must show whole, so the badge
 * keeps its text's width and never shrinks.
 */
export function ReportBadge({ status }: { status: Comment['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={STATUS_COLOR[status]}
      variant={status === 'failed' ? 'filled' : 'light'}
      styles={{
        root: { overflow: 'visible', minWidth: 'max-content', flexShrink: 0 },
        label: { overflow: 'visible', textOverflow: 'clip' },
      }}
    >
      {t(`comments.status.${status}`)}
    </Badge>
  );
}
