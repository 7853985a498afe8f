import { expect, it } from 'vitest';
import { sender } from '@server/test/api-request';
import { joinWorkspace, register, setRole } from '@server/test/scenario';
import { useTestApp } from '@server/test/use-test-app';

// docs/security.md §9: a webhook's address may hold its receiver's token; a viewer reads only
// where it goes.
const t = useTestApp({ env: { WEBHOOKS_ALLOW_PRIVATE: 'true' } });
const send = sender(t);

it("shows a webhook's whole address only to those who may change it", async () => {
  const owner = await register(t, 'owner');
  const viewer = await register(t, 'viewer');
  await joinWorkspace(t, viewer, owner.userId, 'viewer');
  const url = 'http://127.0.0.1:9/services/T000/secret-token-abc';
  const made = await send('POST', '/api/webhooks', owner.cookie, {
    url,
    events: ['batch.finished'],
  });
  expect(made.statusCode, made.body).toBe(201);

  const urls = async (cookie: string) =>
    (await send('GET', '/api/webhooks', cookie)).json<{ url: string }[]>().map((w) => w.url);
  expect(await urls(owner.cookie)).toEqual([url]);
  expect(await urls(viewer.cookie)).toEqual(['http://127.0.0.1:9/…']);
  // An admin changes webhooks: theirs is the whole address.
  await setRole(t, viewer.userId, 'admin');
  expect(await urls(viewer.cookie)).toEqual([url]);
});
