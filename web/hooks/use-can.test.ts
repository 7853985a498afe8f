import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Permission, Role } from '@core/workspaces/roles';
import { fakeFetch, Reply } from '@web/test/fake-fetch';
import { memberAnswer, signedInClient } from '@web/test/member';
import { createQueryClient } from '../lib/query-client';
import { queryKeys } from '../lib/query-keys';
import { useCan } from './use-can';
import { useRole } from './use-role';

function renderCan(permission: Permission, queryClient = signedInClient()) {
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: queryClient }, children);
  return renderHook(() => ({ can: useCan(permission), role: useRole() }), { wrapper });
}

/** The hook's answer once the role in the current workspace is known. */
async function canAs(role: Role, permission: Permission) {
  fakeFetch(memberAnswer(role));
  const { result } = renderCan(permission);
  await waitFor(() => expect(result.current.role).toBe(role));
  return result.current.can;
}

describe('useCan', () => {
  it('answers by the role in the current workspace, not in the personal one', async () => {
    expect(await canAs('viewer', 'videos.write')).toBe(false);
    expect(await canAs('viewer', 'reports.export')).toBe(true);
    expect(await canAs('editor', 'videos.write')).toBe(true);
    expect(await canAs('editor', 'channels.write')).toBe(false);
    expect(await canAs('admin', 'channels.write')).toBe(true);
  });

  it('allows while the role is not known yet, so that an owner sees no button blink in', () => {
    const fetch = fakeFetch(() => new Promise<never>(() => {}));
    const { result } = renderCan('channels.write');
    expect(result.current.can).toBe(true);
    expect(fetch).toHaveBeenCalledWith('/api/workspaces', expect.anything());
  });

  it('allows when the list cannot be had: the server still refuses what the role may not do', async () => {
    fakeFetch(new Reply(500, { code: 'INTERNAL', message: 'down' }));
    const queryClient = signedInClient();
    const { result } = renderCan('channels.write', queryClient);
    await waitFor(() =>
      expect(queryClient.getQueryState(queryKeys.workspaces)?.status).toBe('error'),
    );
    expect(result.current.can).toBe(true);
  });

  it('never asks who is signed in: without the person known, it asks nothing', () => {
    const fetch = fakeFetch();
    const { result } = renderCan('channels.write', createQueryClient());
    expect(result.current.can).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });
});
