import { describe, expect, it } from 'vitest';
import type { AuditPage } from '@core/api/audit.schema';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';
import { json, sender } from '@server/test/api-request';
import { addCredential, register, userWithChannels } from '@server/test/scenario';
import { usePlatformTestApp } from '@server/test/use-test-app';

// docs/architecture.md §10: what the audit log keeps besides members and batches: sign-ins and
// their failures, credentials, channels and windows, settings, webhooks and exports; never a
// secret.
const t = usePlatformTestApp({ env: { WEBHOOKS_ALLOW_PRIVATE: 'true' } });
const send = sender(t);

const logIn = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: json,
    payload: JSON.stringify({ email, password }),
  });

describe('the audit log records', () => {
  it("the workspace's sign-ins, credentials, channels, settings, webhooks and exports", async () => {
    const owner = await userWithChannels(t, {
      name: 'keeper',
      channels: [DEMO_CHANNEL.aliceCooks, DEMO_CHANNEL.aliceTravels],
    });
    const { email } = (await send('GET', '/api/account', owner.cookie)).json<{ email: string }>();
    // A member of a shared workspace: her sign-ins are in its log too.
    const shared = (await send('POST', '/api/workspaces', owner.cookie, { name: 'Team' })).json<{
      id: string;
    }>();
    const stranger = await register(t, 'stranger');
    expect((await logIn(email, 'not her password')).statusCode).toBe(401);
    expect((await logIn(email, 'correct horse')).statusCode).toBe(200);

    await addCredential(t, owner.cookie, { name: 'Second project', clientSecret: 'GOCSPX-hush' });
    await send('POST', '/api/settings', owner.cookie, { pacingSeconds: 90 });
    const hook = await send('POST', '/api/webhooks', owner.cookie, {
      url: 'http://127.0.0.1:9/hook-token-abc',
      events: ['batch.finished'],
    });
    expect(hook.statusCode, hook.body).toBe(201);
    await send('PUT', `/api/accounts/${owner.accountIds[0]}/windows`, owner.cookie, {
      timeZone: 'Europe/Paris',
      slots: [{ day: 1, from: '09:00', to: '17:00' }],
    });
    expect(
      (await send('DELETE', `/api/accounts/${owner.accountIds[1]}`, owner.cookie)).statusCode,
    ).toBe(200);
    expect((await send('POST', '/api/account/export', owner.cookie, {})).statusCode).toBe(202);

    const page = await send('GET', '/api/audit?limit=100', owner.cookie);
    const log = page.json<AuditPage>();
    const kinds = log.items.map((event) => event.kind);
    expect(kinds.slice(0, 8)).toEqual([
      'export.made',
      'channel.disconnected',
      'channel.windowsChanged',
      'webhook.created',
      'settings.changed',
      'credential.added',
      'auth.signedIn',
      'auth.signInFailed',
    ]);
    expect(kinds).toContain('channel.connected');
    // The newest of each kind.
    const byKind = Object.fromEntries(log.items.toReversed().map((event) => [event.kind, event]));
    expect(byKind['credential.added']).toMatchObject({
      actor: { email },
      details: { name: 'Second project' },
    });
    expect(byKind['webhook.created']!.details).toEqual({ host: '127.0.0.1:9' });
    expect(byKind['settings.changed']!.details).toEqual({ pacingSeconds: 90 });
    expect(byKind['channel.disconnected']!.subjectId).toBe(owner.accountIds[1]);
    expect(byKind['channel.windowsChanged']!.details).toEqual({
      timeZone: 'Europe/Paris',
      slots: 1,
    });
    expect(byKind['auth.signInFailed']).toMatchObject({ actor: { email }, ip: expect.any(String) });
    // No secret in any line: not the credential's, not the webhook's address.
    expect(page.body).not.toContain('GOCSPX');
    expect(page.body).not.toContain('hook-token-abc');

    const csv = await send('GET', '/api/audit/export?kind=webhook.created', owner.cookie);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="audit-.+\.csv"$/);
    const [header, ...lines] = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toBe('at,actor,ip,kind,subject,details');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`,${email},`);
    expect(lines[0]).toContain(',webhook.created,');
    expect(lines[0]).toContain('127.0.0.1:9');
    const exported = (await send('GET', '/api/audit?limit=1', owner.cookie)).json<AuditPage>();
    expect(exported.items[0]).toMatchObject({ kind: 'export.made', details: { what: 'audit' } });

    // Her sign-ins are in the shared workspace's log; nobody else's failure is in hers.
    await send('PUT', '/api/session/workspace', owner.cookie, { workspaceId: shared.id });
    const team = (await send('GET', '/api/audit', owner.cookie)).json<AuditPage>();
    expect(team.items.map((event) => event.kind)).toEqual([
      'auth.signedIn',
      'auth.signInFailed',
      'workspace.created',
    ]);
    expect((await logIn(stranger.email, 'wrong')).statusCode).toBe(401);
    const { rows } = await t.pool.query(
      `select count(*)::int as n from audit_events where actor_email = $1 and kind like 'auth.%'`,
      [stranger.email],
    );
    expect(rows[0].n).toBe(2); // signed in when registering, then failed: in her own log only
  });
});
