import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { can, ROLES } from '@core/workspaces/roles';
import { sender } from '@server/test/api-request';
import { databaseDigest } from '@server/test/db-digest';
import { operationKey } from '@server/test/operation-key';
import { register, setRole } from '@server/test/scenario';
import { useTestApp } from '@server/test/use-test-app';
import { ROUTE_PERMISSIONS } from './route-permissions';

// docs/architecture.md §10: one access check for every signed-in route, by the person's role in
// the workspace the session acts in.
const t = useTestApp();
const send = sender(t);

/** Every signed-in route, with a made-up id wherever its path has one. */
const ROUTES = Object.entries(ROUTE_PERMISSIONS).map(([route, permission]) => {
  const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string];
  const url = path.replace(':action', 'pause').replace(/:\w+/g, () => randomUUID());
  return { route, method, url, permission };
});

describe('the access check', () => {
  it('lists only routes the server has', async () => {
    const served = Object.entries(t.app.swagger().paths ?? {}).flatMap(([path, methods]) =>
      Object.keys(methods ?? {}).map((method) => operationKey(method, path)),
    );
    for (const route of Object.keys(ROUTE_PERMISSIONS)) expect(served, route).toContain(route);
  });

  it('refuses each role what it may not do with 403, changing nothing, and lets it read', async () => {
    const person = await register(t, 'roles');
    await send('POST', '/api/video-categories', person.cookie, { name: 'Kept' });
    await send('POST', '/api/comment-templates', person.cookie, { content: 'Kept as it is' });
    for (const role of ROLES.filter((role) => role !== 'owner')) {
      await setRole(t, person.userId, role);
      const before = await databaseDigest(t);
      for (const { route, method, url, permission } of ROUTES) {
        if (permission === 'person' || can(role, permission)) continue;
        const answer = await send(method, url, person.cookie, method === 'GET' ? undefined : {});
        expect(answer.statusCode, `${role}: ${route}`).toBe(403);
        expect(answer.json().code).toBe('FORBIDDEN');
      }
      expect(await databaseDigest(t), role).toEqual(before);
      for (const { route, method, url, permission } of ROUTES) {
        if (method !== 'GET' || permission !== 'read') continue;
        const answer = await send(method, url, person.cookie);
        expect(answer.statusCode, `${role}: ${route}`).not.toBe(403);
      }
    }
  });

  it('asks an anonymous caller to sign in, on every route', async () => {
    for (const { route, method, url } of ROUTES) {
      const answer = await t.app.inject({ method, url });
      expect(answer.statusCode, route).toBe(401);
    }
  });
});
