import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CHANNEL } from '@emulator/demo-accounts';
import { buildTestServices, postingHelpers } from '../test/posting';
import { usePlatformTestApp } from '../test/use-test-app';

// docs/security.md §9 at the app's defaults: no webhook reaches this machine or a private network.
const t = usePlatformTestApp();
const { send, setUp, launchText, drain } = postingHelpers(t);

let receiver: Server;
let hits = 0;
beforeAll(async () => {
  receiver = createServer((_req, res) => {
    hits += 1;
    res.end();
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise((resolve) => receiver.close(resolve)));

describe('a webhook address', () => {
  it.each([
    ['loopback', 'https://127.0.0.1/hook', 'WEBHOOK_URL_PRIVATE'],
    ['a name for loopback', 'https://localhost/hook', 'WEBHOOK_URL_PRIVATE'],
    ['IPv6 loopback', 'https://[::1]/hook', 'WEBHOOK_URL_PRIVATE'],
    ['private 10/8', 'https://10.0.0.7/hook', 'WEBHOOK_URL_PRIVATE'],
    ['private 172.16/12', 'https://172.20.0.1/hook', 'WEBHOOK_URL_PRIVATE'],
    ['private 192.168/16', 'https://192.168.0.10/hook', 'WEBHOOK_URL_PRIVATE'],
    ['link-local', 'https://169.254.1.1/hook', 'WEBHOOK_URL_PRIVATE'],
    ['cloud metadata', 'https://169.254.169.254/latest/meta-data', 'WEBHOOK_URL_PRIVATE'],
    ['IPv6 unique-local', 'https://[fd00:ec2::254]/hook', 'WEBHOOK_URL_PRIVATE'],
    ['IPv6 link-local', 'https://[fe80::1]/hook', 'WEBHOOK_URL_PRIVATE'],
    ['IPv4-mapped IPv6', 'https://[::ffff:127.0.0.1]/hook', 'WEBHOOK_URL_PRIVATE'],
    ['IPv4-compatible IPv6', 'https://[::127.0.0.1]/x', 'WEBHOOK_URL_PRIVATE'],
    ['IPv4-translated IPv6', 'https://[::ffff:0:7f00:1]/x', 'WEBHOOK_URL_PRIVATE'],
    ['6to4 of loopback', 'https://[2002:7f00:1::1]/x', 'WEBHOOK_URL_PRIVATE'],
    ['NAT64 of cloud metadata', 'https://[64:ff9b::a9fe:a9fe]/x', 'WEBHOOK_URL_PRIVATE'],
    ['local-use NAT64 of loopback', 'https://[64:ff9b:1::7f00:1]/x', 'WEBHOOK_URL_PRIVATE'],
    [
      'Teredo with a loopback client',
      'https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/x',
      'WEBHOOK_URL_PRIVATE',
    ],
    ['plain http', 'http://hooks.example.com/hook', 'WEBHOOK_URL_NOT_HTTPS'],
    ['credentials in it', 'https://user:secret@hooks.example.com/hook', 'WEBHOOK_URL_CREDENTIALS'],
    ['too long', `https://hooks.example.com/${'a'.repeat(2_000)}`, 'WEBHOOK_URL_TOO_LONG'],
    ['not a web address', 'ftp://hooks.example.com/hook', 'WEBHOOK_URL_INVALID'],
  ])('is refused by a code the page translates: %s (%s)', async (_, url, code) => {
    const user = await setUp([DEMO_CHANNEL.aliceCooks], []);
    const response = await send('POST', '/api/webhooks', user.cookie, {
      url,
      events: ['batch.finished'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
    expect((await send('GET', '/api/webhooks', user.cookie)).json()).toEqual([]);
  });

  it.each([
    ['IPv4-compatible', 'https://[::808:808]/x'],
    ['IPv4-mapped', 'https://[::ffff:808:808]/x'],
    ['6to4', 'https://[2002:808:808::1]/x'],
    ['NAT64', 'https://[64:ff9b::808:808]/x'],
    ['local-use NAT64', 'https://[64:ff9b:1::808:808]/x'],
    ['Teredo', 'https://[2001:0:4136:e378:8000:63bf:f7f7:f7f7]/x'],
  ])('is saved in an IPv6 form that carries a public IPv4: %s (%s)', async (_, url) => {
    const user = await setUp([DEMO_CHANNEL.aliceCooks], []);
    const response = await send('POST', '/api/webhooks', user.cookie, {
      url,
      events: ['batch.finished'],
    });
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['a private address', '127.0.0.1'],
    ['a name that resolves to one', 'localhost'],
    ['an IPv4-mapped loopback', '[::ffff:7f00:1]'],
    ['an IPv4-compatible loopback', '[::127.0.0.1]'],
    ['a 6to4 loopback', '[2002:7f00:1::1]'],
    ['a local-use NAT64 loopback', '[64:ff9b:1::7f00:1]'],
  ])('is checked again at each delivery, after resolution: %s gets nothing', async (_, host) => {
    const user = await setUp([DEMO_CHANNEL.aliceCooks], ['vidAAAAAAA1']);
    // As if the address had been allowed once (the name now resolves elsewhere).
    const port = (receiver.address() as AddressInfo).port;
    const { secrets } = await buildTestServices(t);
    await t.pool.query(
      `insert into webhooks (workspace_id, url, events, secret_sealed)
       values ($1, $2, '{batch.finished}', $3)`,
      [user.workspaceId, `http://${host}:${port}/hook`, secrets.seal('whsec_test')],
    );
    const batch = await launchText(user.cookie, user.accountIds, user.videoIds, 'Not there');
    await drain(user.cookie, batch.id);
    await t.app.dispatcher.runOnce();
    await t.app.webhookSender.runOnce();
    expect(hits).toBe(0);
    const { rows } = await t.pool.query(
      'select status, error_code, error, status_code from webhook_deliveries',
    );
    expect(rows).toEqual([
      expect.objectContaining({
        status: 'pending',
        status_code: null,
        error_code: 'blocked',
        error: expect.stringContaining('private or reserved'),
      }),
    ]);
  });
});
