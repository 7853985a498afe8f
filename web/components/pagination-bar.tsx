import { Button, Group, NumberInput, Pagination, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { PAGE_SIZE_MAX, PAGE_SIZES } from '@core/api/limits';

const CUSTOM = 'custom';

interface Props {
  /** From 1. */
  page: number;
  pageSize: number;
  total: number;
  /** The total is a floor: a search counted this many and stopped (docs/performance.md §5). */
  totalIsMinimum?: boolean;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  /** The sizes offered; a custom size is offered only with the usual ones. */
  sizes?: readonly number[];
}

/**
 * docs/product.md §5 and §9: page sizes 50 to 500 or a custom one from 1 to 5000; first, previous,
 * next and last; and a jump to a page (an entry outside 1 to the page count is cleared).
 */
export function PaginationBar({
  page,
  pageSize,
  total,
  totalIsMinimum = false,
  onPage,
  onPageSize,
  sizes = PAGE_SIZES,
}: Props) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const allowCustom = sizes === PAGE_SIZES;
  const [custom, setCustom] = useState(allowCustom && !sizes.includes(pageSize));
  const [jump, setJump] = useState<string | number>('');

  const onJump = () => {
    const target = typeof jump === 'number' ? jump : Number.parseInt(jump, 10);
    if (Number.isInteger(target) && target >= 1 && target <= pages) onPage(target);
    setJump('');
  };

  return (
    <Group justify="space-between" gap="sm" mt="md">
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {t('pagination.perPage')}
        </Text>
        <Select
          aria-label={t('pagination.perPage')}
          w={110}
          size="xs"
          allowDeselect={false}
          value={custom ? CUSTOM : String(pageSize)}
          data={[
            ...sizes.map((size) => ({ value: String(size), label: String(size) })),
            ...(allowCustom ? [{ value: CUSTOM, label: t('pagination.custom') }] : []),
          ]}
          onChange={(value) => {
            if (value === CUSTOM) return setCustom(true);
            setCustom(false);
            if (value) onPageSize(Number(value));
          }}
        />
        {custom && (
          <NumberInput
            aria-label={t('pagination.customSize')}
            size="xs"
            w={90}
            min={1}
            max={PAGE_SIZE_MAX}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="strict"
            defaultValue={pageSize}
            onBlur={(event) => {
              const size = Number.parseInt(event.currentTarget.value, 10);
              if (size >= 1 && size <= PAGE_SIZE_MAX) onPageSize(size);
            }}
          />
        )}
        <Text size="sm" c="dimmed">
          {t(totalIsMinimum ? 'pagination.totalMore' : 'pagination.total', { count: total })}
        </Text>
      </Group>
      <Group gap="xs">
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPage}
          withEdges
          siblings={1}
          size="sm"
          getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
        />
        <NumberInput
          aria-label={t('pagination.jumpTo')}
          placeholder={t('pagination.page')}
          size="xs"
          w={80}
          min={1}
          max={pages}
          allowDecimal={false}
          allowNegative={false}
          value={jump}
          onChange={setJump}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onJump();
          }}
        />
        <Button size="xs" variant="default" onClick={onJump}>
          {t('pagination.go')}
        </Button>
      </Group>
    </Group>
  );
}
