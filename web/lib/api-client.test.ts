import { describe, expect, it, vi } from 'vitest';
import { api, ApiError } from './api-client';

// The network is swapped, not our code: fetch answers as the server, or a proxy before it, would
// (raw bytes: web/test/fake-fetch.ts answers only as our routes do).
const answer = (status: number, body?: string, statusText = '') => {
  const fetch = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(new Response(body ?? null, { status, statusText })),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

describe('api', () => {
  it('sends cookies, and a JSON body only when there is one', async () => {
    const fetch = answer(200, '{"ok":true}');
    await api('/api/a');
    await api('/api/b', { method: 'POST', body: { x: 1 } });
    expect(fetch.mock.calls[0]).toEqual([
      '/api/a',
      expect.objectContaining({ credentials: 'include', body: undefined, headers: undefined }),
    ]);
    expect(fetch.mock.calls[1]).toEqual([
      '/api/b',
      expect.objectContaining({
        method: 'POST',
        body: '{"x":1}',
        headers: { 'content-type': 'application/json' },
      }),
    ]);
  });

  it('prefers the JSON message and keeps the error code', async () => {
    answer(409, '{"code":"EMAIL_TAKEN","message":"An account with this email already exists."}');
    const error = await api('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'EMAIL_TAKEN',
      message: 'An account with this email already exists.',
    });
  });

  it("falls back to '{status}: {text}', or the status text for an empty body", async () => {
    answer(502, 'Bad gateway from proxy');
    await expect(api('/api/x')).rejects.toThrow('502: Bad gateway from proxy');
    answer(503, '', 'Service Unavailable');
    await expect(api('/api/x')).rejects.toThrow('503: Service Unavailable');
  });

  it('can read a 401 as "nothing"', async () => {
    answer(401, '{"code":"UNAUTHENTICATED","message":"no"}');
    await expect(api('/api/x', { on401: 'returnNull' })).resolves.toBeNull();
    await expect(api('/api/x')).rejects.toMatchObject({ status: 401 });
  });

  it('returns nothing for 204', async () => {
    answer(204);
    await expect(api('/api/x', { method: 'POST' })).resolves.toBeUndefined();
  });
});
