import { Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The pages reached from an email (reset, confirm) and "forgot password": one narrow card. */
export function PublicCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="xl" maw={480} mx="auto" w="100%">
      <Stack gap="md">
        <Title order={2} size="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
