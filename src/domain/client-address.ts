import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key a client address is limited and locked by (sign-in lockout, per-address budgets). An IPv4 address is
 * itself (an IPv4-mapped IPv6 form too). An IPv6 address stands for its /64: one subscriber usually holds a whole
 * /64 and can pick any of its 2^64 addresses, so keying by the full address would let one client rotate past every
 * per-address limit.
 */
export function clientAddressKey(address: string): string {
  const bare = (address.split('%')[0] ?? '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare)?.[1];
  if (mapped !== undefined && isIPv4(mapped)) return mapped;
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return bare.slice(0, 64);
  const [head = '', tail] = bare.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  // An embedded IPv4 tail (a:b::1.2.3.4) lies past the first four groups: only the prefix matters here.
  const groups = [...left, ...new Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  const prefix = groups.slice(0, 4).map((g) => Number.parseInt(g, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}
