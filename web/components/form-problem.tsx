import { Text, type TextProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * What stopped a form that belongs to no one field (the server's refusal, a lost connection),
 * under the form and read out as it appears. Nothing when there is no problem.
 */
export function FormProblem({ children, ...props }: TextProps & { children: ReactNode }) {
  if (!children) return null;
  return (
    <Text c="red" size="sm" role="alert" {...props}>
      {children}
    </Text>
  );
}
