import { describe, expect, it } from 'vitest';
import { isBlockedAddress, resolveAllowed } from './address-guard';

describe('where a webhook may not go', () => {
  it.each([
    ['loopback', '127.0.0.1'],
    ['loopback, far end', '127.255.255.254'],
    ['this network', '0.0.0.0'],
    ['private 10/8', '10.1.2.3'],
    ['private 172.16/12', '172.31.255.1'],
    ['private 192.168/16', '192.168.1.1'],
    ['shared (carrier NAT)', '100.64.0.1'],
    ['link-local', '169.254.10.10'],
    ['cloud metadata', '169.254.169.254'],
    ['multicast', '224.0.0.251'],
    ['broadcast', '255.255.255.255'],
    ['IPv6 loopback', '::1'],
    ['IPv6 unspecified', '::'],
    ['IPv6 unique-local', 'fd12:3456::1'],
    ['AWS metadata over IPv6', 'fd00:ec2::254'],
    ['IPv6 link-local', 'fe80::1'],
    ['IPv6 multicast', 'ff02::1'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-mapped private, in hex', '::ffff:a00:1'],
    ['NAT64 of metadata', '64:ff9b::169.254.169.254'],
    ['not an address', 'example.com'],
  ])('refuses %s (%s)', (_, address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each([['93.184.215.14'], ['8.8.8.8'], ['2606:4700:4700::1111'], ['::ffff:8.8.8.8']])(
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
});
