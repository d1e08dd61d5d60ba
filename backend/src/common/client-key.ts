import { isIPv6 } from 'node:net';

/**
 * The key a client address is counted under, for the rate limits, the reset lockout and the
 * promotion's cap per address. An IPv6 address counts by its /64, the block a single customer
 * is given (RFC 6177), so hopping through the 2^64 addresses of one's own network buys nothing;
 * an IPv4-mapped IPv6 address counts as the IPv4 address it is.
 */
export function clientKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  const bare = address.replace(/%.*$/, '');
  if (!isIPv6(bare)) return address;
  return `${firstGroups(bare, 4).join(':')}::/64`;
}

/** The first `count` 16-bit groups of an IPv6 address, "::" expanded, without leading zeros. */
function firstGroups(address: string, count: number): string[] {
  const groupsIn = (part: string) => (part ? part.split(':') : []);
  const [head = '', tail] = address.split('::');
  const before = groupsIn(head);
  const after = tail === undefined ? [] : groupsIn(tail);
  // An embedded IPv4 address (…:1.2.3.4) stands for two groups.
  const width = (groups: string[]) => groups.reduce((sum, group) => sum + (group.includes('.') ? 2 : 1), 0);
  const zeros = tail === undefined ? [] : Array<string>(8 - width(before) - width(after)).fill('0');
  return [...before, ...zeros, ...after].slice(0, count).map((group) => parseInt(group, 16).toString(16));
}
