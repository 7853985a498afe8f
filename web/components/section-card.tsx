import { Alert, Card, Group, Skeleton, Stack, Text, Title, type CardProps } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { errorText } from '../lib/error-text';

/** A titled card with an optional action on the right of its heading. */
export function SectionCard(props: {
  title: string;
  description?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" align="flex-start" mb="md" gap="sm">
        <div>
          <Title order={3}>{props.title}</Title>
          {props.description && (
            <Text size="sm" c="dimmed">
              {props.description}
            </Text>
          )}
        </div>
        {props.action}
      </Group>
      {props.children}
    </Card>
  );
}

/** A card under a heading of its own, its content close below. */
export function TitledCard({
  title,
  children,
  ...props
}: CardProps & { title: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" {...props}>
      <Title order={3} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** What a list says when it has nothing yet, and what to do about it. */
export function EmptyState(props: {
  icon: ReactNode;
  title: string;
  hint: string;
  children?: ReactNode;
}) {
  return (
    <Stack align="center" gap="xs" py="lg">
      {props.icon}
      <Text fw={500}>{props.title}</Text>
      <Text size="sm" c="dimmed" ta="center" maw={460}>
        {props.hint}
      </Text>
      {props.children}
    </Stack>
  );
}

/** A list query in its four states: skeletons, an error box, the empty state, or the data. */
export interface ListState<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T[] | undefined;
}

export function ListQuery<T>(props: {
  query: ListState<T>;
  errorTitle: string;
  /** Said before the error's own text. */
  errorLead?: string;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const { query } = props;
  if (query.isPending) {
    return (
      <Stack gap="xs">
        <Skeleton height={40} />
        <Skeleton height={40} />
      </Stack>
    );
  }
  if (query.isError || !query.data) {
    const detail = errorText(t, query.error);
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} title={props.errorTitle}>
        {props.errorLead ? t('common.labelled', { label: props.errorLead, value: detail }) : detail}
      </Alert>
    );
  }
  return query.data.length === 0 ? props.empty : props.children(query.data);
}
