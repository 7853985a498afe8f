import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isPrivateAddress } from '@core/webhooks/ip-rules';

/** Whether an IP address is one a webhook may not reach (docs/security.md §9). */
export function isBlockedAddress(address: string): boolean {
  return !isIP(address) || isPrivateAddress(address);
}

export class BlockedAddressError extends Error {
  constructor(readonly host: string) {
    super(`${host} leads to a private or reserved address`);
  }
}

/** Every address a name has: the system's resolver, or a test's stand-in for a name server. */
export type LookupAll = (host: string) => Promise<{ address: string; family: number }[]>;
const systemLookup: LookupAll = (host) => lookup(host, { all: true, verbatim: true });

/**
 * Every address `host` resolves to, refused when any is blocked (a name with one public and one
 * private address could be made to connect to either).
 */
export async function resolveAllowed(
  host: string,
  allowPrivate: boolean,
  lookupAll: LookupAll = systemLookup,
) {
  const bare = host.replace(/^\[|\]$/g, '');
  const addresses = isIP(bare) ? [{ address: bare, family: isIP(bare) }] : await lookupAll(bare);
  if (!addresses.length) throw new BlockedAddressError(host);
  if (!allowPrivate && addresses.some((entry) => isBlockedAddress(entry.address))) {
    throw new BlockedAddressError(host);
  }
  return addresses;
}
