import { describe, expect, it } from 'vitest';
import { isPrivateAddress } from './ip-rules';

/**
 * Each form an IPv6 address may carry an IPv4 one in, with a loopback, a private or a metadata
 * address, and with a public one (8.8.8.8 = 808:808; inverted for Teredo's client, f7f7:f7f7).
 */
const CARRIED: [form: string, carrying: string, address: string][] = [
  ['IPv4-compatible (::/96)', '127.0.0.1', '::127.0.0.1'],
  ['IPv4-compatible, in hex', '127.0.0.1', '::7f00:1'],
  ['IPv4-compatible', '10.0.0.1', '::a00:1'],
  ['mapped (::ffff:0:0/96)', '127.0.0.1', '::ffff:127.0.0.1'],
  ['mapped, in hex', '10.0.0.1', '::ffff:a00:1'],
  ['mapped, written out', '192.168.1.1', '0:0:0:0:0:ffff:c0a8:101'],
  ['translated (::ffff:0:0:0/96)', '127.0.0.1', '::ffff:0:7f00:1'],
  ['6to4 (2002::/16)', '127.0.0.1', '2002:7f00:1::1'],
  ['6to4', '169.254.169.254', '2002:a9fe:a9fe::'],
  ['NAT64 (64:ff9b::/96)', '169.254.169.254', '64:ff9b::169.254.169.254'],
  ['NAT64, in hex', '127.0.0.1', '64:ff9b::7f00:1'],
  ['local-use NAT64 (64:ff9b:1::/48), at /96', '127.0.0.1', '64:ff9b:1::7f00:1'],
  ['local-use NAT64, at /48', '127.0.0.1', '64:ff9b:1:7f00:0:100::'],
  ['local-use NAT64, at /56', '10.0.0.1', '64:ff9b:1:a:0:1::'],
  ['local-use NAT64, at /64', '192.168.0.1', '64:ff9b:1:0:c0:a800:100:0'],
  ['Teredo (2001::/32), its client', '127.0.0.1', '2001:0:4136:e378:8000:63bf:80ff:fffe'],
  ['Teredo, its server', '10.0.0.1', '2001:0:a00:1:8000:63bf:f7f7:f7f7'],
];

const PUBLIC: [form: string, address: string][] = [
  ['IPv4-compatible', '::8.8.8.8'],
  ['mapped', '::ffff:8.8.8.8'],
  ['mapped, in hex', '::ffff:808:808'],
  ['translated', '::ffff:0:808:808'],
  ['6to4', '2002:808:808::1'],
  ['NAT64', '64:ff9b::8.8.8.8'],
  ['local-use NAT64, at /96', '64:ff9b:1::808:808'],
  ['Teredo', '2001:0:4136:e378:8000:63bf:f7f7:f7f7'],
];

describe('an IPv6 address that carries an IPv4 one', () => {
  it.each(CARRIED)('is judged by it: %s carrying %s (%s)', (_form, _carrying, address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(PUBLIC)('is allowed when it carries a public one: %s (%s)', (_form, address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
});

describe('where a webhook may not go', () => {
  it.each([
    ['loopback', '127.0.0.1'],
    ['this network', '0.0.0.0'],
    ['private 172.16/12', '172.31.255.1'],
    ['shared (carrier NAT)', '100.64.0.1'],
    ['cloud metadata', '169.254.169.254'],
    ['broadcast', '255.255.255.255'],
    ['IPv6 loopback', '::1'],
    ['IPv6 loopback, written out', '0:0:0:0:0:0:0:1'],
    ['IPv6 unspecified', '::'],
    ['AWS metadata over IPv6', 'fd00:ec2::254'],
    ['IPv6 link-local with a zone', 'fe80::1%eth0'],
    ['IPv6 site-local', 'fec0::1'],
    ['IPv6 documentation', '3fff::1'],
    ['not an address', 'example.com'],
    ['an IPv6 address with two gaps', '1::2::3'],
    ['an IPv4 part out of range', '::ffff:300.0.0.1'],
  ])('refuses %s (%s)', (_, address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([['93.184.215.14'], ['8.8.8.8'], ['2606:4700:4700::1111'], ['2a00:1450:4001::200e']])(
    'allows the public address %s',
    (address) => {
      expect(isPrivateAddress(address)).toBe(false);
    },
  );
});
