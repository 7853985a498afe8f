/**
 * docs/security.md §9: the IP addresses a webhook may never reach. Free of I/O, so the check when
 * an address is saved and the one at each delivery, after its name is resolved, are one rule.
 */

type Network = readonly [address: string, prefix: number];

const IPV4_BLOCKED: readonly Network[] = [
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
];

const IPV6_BLOCKED: readonly Network[] = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique-local (AWS metadata fd00:ec2::254 too)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local, deprecated but still routed inside some networks
  ['ff00::', 8], // multicast
  ['2001:2::', 48], // benchmarking
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
  ['100::', 64], // discard
];

/** A dotted-decimal IPv4 address as a number, or null. */
function ipv4Value(text: string): bigint | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return null;
    value = (value << 8n) | BigInt(part);
  }
  return value;
}

/** An IPv6 address (compressed or not, with a dotted IPv4 tail or a zone) as a number, or null. */
function ipv6Value(text: string): bigint | null {
  let rest = text.toLowerCase().replace(/%.*$/, '');
  const tail = /(?:^|:)(\d+\.\d+\.\d+\.\d+)$/.exec(rest);
  if (tail) {
    const v4 = ipv4Value(tail[1]!);
    if (v4 === null) return null;
    const groups = `${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
    rest = rest.slice(0, rest.length - tail[1]!.length) + groups;
  }
  const halves = rest.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const back = halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - back.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  let value = 0n;
  for (const group of [...head, ...Array<string>(Math.max(missing, 0)).fill('0'), ...back]) {
    if (!/^[0-9a-f]{1,4}$/.test(group)) return null;
    value = (value << 16n) | BigInt(parseInt(group, 16));
  }
  return value;
}

/** `length` bits of a 128-bit address, from bit `from` (0 is the leftmost). */
const bitsOf = (v6: bigint, from: number, length: number) =>
  (v6 >> BigInt(128 - from - length)) & ((1n << BigInt(length)) - 1n);

type Parsed = readonly [network: bigint, shift: bigint];
const parsed =
  (parse: (text: string) => bigint | null, width: number) =>
  ([address, prefix]: Network): Parsed => [parse(address)!, BigInt(width - prefix)];
const v4Network = parsed(ipv4Value, 32);
const v6Network = parsed(ipv6Value, 128);
const within = (value: bigint, [network, shift]: Parsed) => value >> shift === network >> shift;

const IPV4_PARSED = IPV4_BLOCKED.map(v4Network);
const IPV6_PARSED = IPV6_BLOCKED.map(v6Network);
const CARRIERS = {
  compatible: v6Network(['::', 96]),
  mapped: v6Network(['::ffff:0:0', 96]),
  translated: v6Network(['::ffff:0:0:0', 96]), // SIIT
  nat64: v6Network(['64:ff9b::', 96]),
  nat64Local: v6Network(['64:ff9b:1::', 48]),
  sixToFour: v6Network(['2002::', 16]),
  teredo: v6Network(['2001::', 32]),
};

/**
 * The IPv4 addresses an IPv6 one carries. In the local-use NAT64 prefix 64:ff9b:1::/48 the
 * network picks the prefix's length, so each of RFC 6052's places the IPv4 may sit in (those
 * whose "u" octet and suffix are zero, as RFC 6052 requires) is a reading, and every reading is
 * judged. Teredo carries two: its server's, and its client's (the last 32 bits, inverted).
 */
function carriedIpv4(v6: bigint): bigint[] {
  const last = bitsOf(v6, 96, 32);
  const is = (carrier: keyof typeof CARRIERS) => within(v6, CARRIERS[carrier]);
  if (is('compatible') || is('mapped') || is('translated') || is('nat64')) return [last];
  if (is('nat64Local')) {
    const readings = [last];
    for (const prefix of [48, 56, 64]) {
      const before = 64 - prefix; // IPv4 bits before the "u" octet (bits 64-71)
      const after = 32 - before;
      if (bitsOf(v6, 64, 8) !== 0n || bitsOf(v6, 72 + after, 56 - after) !== 0n) continue;
      readings.push((bitsOf(v6, prefix, before) << BigInt(after)) | bitsOf(v6, 72, after));
    }
    return readings;
  }
  if (is('sixToFour')) return [bitsOf(v6, 16, 32)];
  if (is('teredo')) return [bitsOf(v6, 32, 32), last ^ 0xffffffffn];
  return [];
}

const isPrivateIpv4 = (v4: bigint) => IPV4_PARSED.some((network) => within(v4, network));

/**
 * Whether a webhook may not reach an IP address: this machine, private and shared networks,
 * link-local (cloud metadata at 169.254.169.254 and fd00:ec2::254 among them), unique-local,
 * multicast and reserved ranges. An IPv6 address carrying an IPv4 one (IPv4-compatible, mapped,
 * NAT64, 6to4, Teredo) is judged by the IPv4 it carries. Anything not an IP address is refused.
 */
export function isPrivateAddress(address: string): boolean {
  const v4 = ipv4Value(address);
  if (v4 !== null) return isPrivateIpv4(v4);
  const v6 = ipv6Value(address);
  if (v6 === null) return true;
  if (IPV6_PARSED.some((network) => within(v6, network))) return true;
  return carriedIpv4(v6).some(isPrivateIpv4);
}
