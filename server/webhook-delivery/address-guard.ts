import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * docs/security.md §9: where a webhook may never be delivered, whatever its name resolves to:
 * this machine, private and shared networks, link-local (cloud metadata at 169.254.169.254 and
 * fd00:ec2::254 among them), unique-local, multicast and reserved ranges.
 */
const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique-local (AWS metadata fd00:ec2::254 too)
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
  ['2001:db8::', 32], // documentation
  ['100::', 64], // discard
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address an IPv6 one carries (mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96), if any. */
function embeddedIpv4(address: string) {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  const lower = address.toLowerCase();
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex) {
    const high = parseInt(hex[1]!, 16);
    const low = parseInt(hex[2]!, 16);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  const nat64 = /^64:ff9b::(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  return nat64?.[1];
}

/** Whether an IP address is one a webhook may not reach. */
export function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return BLOCKED.check(address, 'ipv4');
  if (family !== 6) return true; // not an address at all
  const v4 = embeddedIpv4(address);
  if (v4) return BLOCKED.check(v4, 'ipv4');
  return BLOCKED.check(address, 'ipv6');
}

export class BlockedAddressError extends Error {
  constructor(readonly host: string) {
    super(`${host} leads to a private or reserved address`);
  }
}

/**
 * Every address `host` resolves to, refused when any is blocked (a name with one public and one
 * private address could be made to connect to either).
 */
export async function resolveAllowed(host: string, allowPrivate: boolean) {
  const bare = host.replace(/^\[|\]$/g, '');
  const addresses = isIP(bare)
    ? [{ address: bare, family: isIP(bare) }]
    : await lookup(bare, { all: true, verbatim: true });
  if (!addresses.length) throw new BlockedAddressError(host);
  if (!allowPrivate && addresses.some((entry) => isBlockedAddress(entry.address))) {
    throw new BlockedAddressError(host);
  }
  return addresses;
}
