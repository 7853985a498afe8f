import { describe, expect, it } from 'vitest';
import { isBlockedAddress, resolveAllowed, type LookupAll } from './address-guard';

/**
 * A hostile name server: `<label>.test` (RFC 2606) answers the address its label spells, `:`
 * written as `-` (`2002-7f00-1--1.test` is 2002:7f00:1::1).
 */
const hostile: LookupAll = (host) => {
  const address = host.slice(0, -'.test'.length).replaceAll('-', ':');
  return Promise.resolve([{ address, family: address.includes(':') ? 6 : 4 }]);
};
const named = (address: string) => `${address.replaceAll(':', '-')}.test`;

describe('where a webhook may not go', () => {
  it.each([
    ['loopback', '127.0.0.1'],
    ['cloud metadata', '169.254.169.254'],
    ['IPv6 loopback', '::1'],
    ['IPv4-mapped private, in hex', '::ffff:a00:1'],
    ['not an address', 'example.com'],
  ])('refuses %s (%s)', (_, address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each([['93.184.215.14'], ['2606:4700:4700::1111'], ['::ffff:8.8.8.8']])(
    'allows the public address %s',
    (address) => {
      expect(isBlockedAddress(address)).toBe(false);
    },
  );

  it('looks at every address a name has, and lets the test flag through', async () => {
    await expect(resolveAllowed('localhost', false)).rejects.toThrow(/private or reserved/);
    await expect(resolveAllowed('[::1]', false)).rejects.toThrow(/private or reserved/);
    expect((await resolveAllowed('127.0.0.1', true))[0]!.address).toBe('127.0.0.1');
  });

  it.each([
    ['IPv4-compatible', '::7f00:1'],
    ['mapped', '::ffff:7f00:1'],
    ['6to4', '2002:7f00:1::1'],
    ['NAT64', '64:ff9b::a9fe:a9fe'],
    ['local-use NAT64', '64:ff9b:1::7f00:1'],
    ['Teredo', '2001:0:4136:e378:8000:63bf:80ff:fffe'],
  ])(
    'refuses a name that resolves to an IPv6 address carrying a private IPv4: %s (%s)',
    async (_, address) => {
      await expect(resolveAllowed(named(address), false, hostile)).rejects.toThrow(
        /private or reserved/,
      );
      await expect(resolveAllowed(`[${address}]`, false)).rejects.toThrow(/private or reserved/);
    },
  );

  it.each([
    ['IPv4-compatible', '::808:808'],
    ['mapped', '::ffff:808:808'],
    ['6to4', '2002:808:808::1'],
    ['NAT64', '64:ff9b::808:808'],
    ['local-use NAT64', '64:ff9b:1::808:808'],
    ['Teredo', '2001:0:4136:e378:8000:63bf:f7f7:f7f7'],
  ])(
    'lets a name through that resolves to one carrying a public IPv4: %s (%s)',
    async (_, address) => {
      expect(await resolveAllowed(named(address), false, hostile)).toEqual([
        { address, family: 6 },
      ]);
    },
  );
});
