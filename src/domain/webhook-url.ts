import { isIPv4, isIPv6 } from 'node:net';

/** Webhook endpoint URLs: what is accepted, and which destination addresses are refused (SSRF protection). */

export const WEBHOOK_URL_MAX_LENGTH = 2000;

/** A refusal with a message fit for the client (the `url` field's error). */
export class WebhookUrlError extends Error {
  override name = 'WebhookUrlError';
}

export interface WebhookTarget {
  /** The normalized URL (WHATWG serialization): what is stored and what the worker requests. */
  readonly url: string;
  /** The host to resolve: a name, or an IP address without IPv6 brackets. */
  readonly host: string;
  /** Whether the host is an IP address literal (no DNS involved). */
  readonly isIpLiteral: boolean;
}

/**
 * Checks the shape of an endpoint URL: absolute http(s), a host, no user name or password, at most 2,000
 * characters. Does not resolve the host; see assertPublicAddress for the addresses it may resolve to.
 */
export function parseWebhookUrl(text: string): WebhookTarget {
  if (text.length > WEBHOOK_URL_MAX_LENGTH) {
    throw new WebhookUrlError(`must be at most ${WEBHOOK_URL_MAX_LENGTH} characters`);
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new WebhookUrlError('must be an absolute http or https URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new WebhookUrlError(`must use http or https, not ${url.protocol.slice(0, -1)}`);
  }
  if (url.username !== '' || url.password !== '') {
    throw new WebhookUrlError('must not contain a user name or password');
  }
  if (url.hostname === '') throw new WebhookUrlError('must name a host');
  if (url.href.length > WEBHOOK_URL_MAX_LENGTH) {
    throw new WebhookUrlError(`must be at most ${WEBHOOK_URL_MAX_LENGTH} characters`);
  }
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  return { url: url.href, host, isIpLiteral: isIPv4(host) || isIPv6(host) };
}

/** Why an address is not publicly reachable, or 'public'. 'invalid' is anything that is not an IP address. */
export type AddressCategory =
  | 'public'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'unspecified'
  | 'shared'
  | 'multicast'
  | 'reserved'
  | 'invalid';

const CATEGORY_TEXT: Record<Exclude<AddressCategory, 'public'>, string> = {
  loopback: 'a loopback address',
  private: 'a private address',
  'link-local': 'a link-local address',
  unspecified: 'the unspecified address',
  shared: 'a carrier-grade NAT (shared) address',
  multicast: 'a multicast address',
  reserved: 'a reserved address',
  invalid: 'not an IP address',
};

type Ipv4Range = readonly [first: number, prefixBits: number, category: AddressCategory];

const ipv4 = (a: number, b: number, c: number, d: number) => ((a << 24) | (b << 16) | (c << 8) | d) >>> 0;

/** Most specific first. */
const IPV4_RANGES: readonly Ipv4Range[] = [
  [ipv4(0, 0, 0, 0), 32, 'unspecified'],
  [ipv4(255, 255, 255, 255), 32, 'reserved'],
  [ipv4(0, 0, 0, 0), 8, 'reserved'],
  [ipv4(10, 0, 0, 0), 8, 'private'],
  [ipv4(100, 64, 0, 0), 10, 'shared'],
  [ipv4(127, 0, 0, 0), 8, 'loopback'],
  [ipv4(169, 254, 0, 0), 16, 'link-local'],
  [ipv4(172, 16, 0, 0), 12, 'private'],
  [ipv4(192, 0, 0, 0), 24, 'reserved'],
  [ipv4(192, 0, 2, 0), 24, 'reserved'],
  // The 6to4 relay anycast prefix (deprecated, RFC 7526): a request there is relayed to wherever a relay sends it.
  [ipv4(192, 88, 99, 0), 24, 'reserved'],
  [ipv4(192, 168, 0, 0), 16, 'private'],
  [ipv4(198, 18, 0, 0), 15, 'reserved'],
  [ipv4(198, 51, 100, 0), 24, 'reserved'],
  [ipv4(203, 0, 113, 0), 24, 'reserved'],
  [ipv4(224, 0, 0, 0), 4, 'multicast'],
  [ipv4(240, 0, 0, 0), 4, 'reserved'],
];

function ipv4Category(value: number): AddressCategory {
  for (const [first, bits, category] of IPV4_RANGES) {
    const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
    if ((value & mask) >>> 0 === first) return category;
  }
  return 'public';
}

function parseIpv4(text: string): number {
  const [a, b, c, d] = text.split('.').map(Number) as [number, number, number, number];
  return ipv4(a, b, c, d);
}

/** Eight 16-bit groups; `text` must satisfy isIPv6 (a zone id is ignored). */
function parseIpv6(text: string): number[] {
  let body = text.split('%')[0] ?? '';
  const tail: number[] = [];
  const lastColon = body.lastIndexOf(':');
  const last = body.slice(lastColon + 1);
  if (last.includes('.')) {
    const v4 = parseIpv4(last);
    tail.push(v4 >>> 16, v4 & 0xffff);
    body = body.slice(0, lastColon + 1);
    if (!body.endsWith('::')) body = body.slice(0, -1);
  }
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':').map((g) => Number.parseInt(g, 16)));
  const halves = body.split('::');
  if (halves.length === 1) return [...groupsOf(body), ...tail];
  const left = groupsOf(halves[0] ?? '');
  const right = [...groupsOf(halves[1] ?? ''), ...tail];
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

function ipv6Category(g: number[]): AddressCategory {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = g;
  const embeddedV4 = ((g6 << 16) | g7) >>> 0;
  const firstFiveZero = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  if (firstFiveZero && g5 === 0 && g6 === 0 && g7 === 0) return 'unspecified';
  if (firstFiveZero && g5 === 0 && g6 === 0 && g7 === 1) return 'loopback';
  // IPv4-mapped (::ffff:a.b.c.d): the socket talks IPv4 to the embedded address.
  if (firstFiveZero && g5 === 0xffff) return ipv4Category(embeddedV4);
  // NAT64 (64:ff9b::a.b.c.d) reaches the embedded IPv4 address; 64:ff9b:1::/48 is for local use.
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return ipv4Category(embeddedV4);
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 1) return 'private';
  // 6to4 (2002:a.b.c.d::/48) tunnels to the embedded IPv4 address.
  if (g0 === 0x2002) return ipv4Category(((g1 << 16) | g2) >>> 0);
  // The rest of ::/8 (IPv4-compatible, IPv4-translated…) is deprecated or special: nothing public lives there.
  if (g0 <= 0x00ff) return 'reserved';
  if (g0 === 0x0100 && g1 === 0 && g2 === 0 && g3 === 0) return 'reserved';
  if (g0 === 0x2001 && g1 === 0x0db8) return 'reserved';
  // Teredo (2001::/32) tunnels over IPv4 to an address hidden in the rest: like 6to4, nothing to call directly.
  if (g0 === 0x2001 && g1 === 0x0000) return 'reserved';
  if ((g0 & 0xfe00) === 0xfc00) return 'private';
  if ((g0 & 0xffc0) === 0xfe80) return 'link-local';
  if ((g0 & 0xffc0) === 0xfec0) return 'private';
  if ((g0 & 0xff00) === 0xff00) return 'multicast';
  return 'public';
}

/** Classifies an IP address (IPv4, or IPv6 including IPv4-mapped forms). */
export function addressCategory(address: string): AddressCategory {
  if (isIPv4(address)) return ipv4Category(parseIpv4(address));
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  if (isIPv6(bare)) return ipv6Category(parseIpv6(bare));
  return 'invalid';
}

export function isPublicAddress(address: string): boolean {
  return addressCategory(address) === 'public';
}

/**
 * Refuses an address a webhook must not be sent to: loopback, private, link-local, unspecified, CGNAT,
 * multicast, reserved, and the IPv4-mapped/NAT64/6to4 forms of those. The endpoint check calls it on every
 * address a host name resolves to, and the delivery worker again right before connecting (DNS can change).
 * `host` names the host in the message when it is not the address itself.
 */
export function assertPublicAddress(address: string, host: string = address): void {
  const category = addressCategory(address);
  if (category === 'public') return;
  const text = CATEGORY_TEXT[category];
  throw new WebhookUrlError(
    host === address
      ? `must point at a publicly reachable address; ${address} is ${text}`
      : `must point at a publicly reachable address; ${host} resolves to ${address}, ${text}`,
  );
}
