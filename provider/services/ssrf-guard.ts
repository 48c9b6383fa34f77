/**
 * The guard on the addresses webhooks are sent to (server-side request forgery): a webhook URL
 * is the client's to choose, and the request leaves from inside the laboratory's network, so an
 * address the public internet could not reach is refused: loopback, private (RFC 1918),
 * link-local (with the cloud metadata address 169.254.169.254), shared/CGNAT (100.64/10, with
 * Alibaba's metadata 100.100.100.200), "this network", benchmarking, multicast and reserved IPv4;
 * the IPv6 loopback and unspecified addresses, unique-local (fc00::/7, with AWS's fd00:ec2::254),
 * link-local and site-local, multicast, IPv4-compatible, IPv4-translated, local-use NAT64, Teredo
 * and discard-only, and IPv4 reached through IPv6 (mapped, NAT64, 6to4) by the IPv4 inside.
 *
 * A name is resolved and EVERY address it gives is checked (a name giving one public and one
 * private address is refused); the caller then connects to the checked address itself (pinned),
 * so a second resolution (DNS rebinding) cannot lead the request elsewhere.
 *
 * Tests deliver to a receiver on this machine: `allowLoopback` (config WEBHOOKS_TEST_LOOPBACK,
 * refused in production) lets loopback addresses and plain http through, nothing else.
 */
import { BlockList, isIP } from 'node:net';
import { lookup } from 'node:dns/promises';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to every address it has (tests inject their own). */
export type Resolver = (host: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (host) => (await lookup(host, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));

const v4 = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.0.0.0', 24],
  ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) v4.addSubnet(net, bits, 'ipv4');
const v6 = new BlockList();
// ::/96 holds ::, ::1 and the deprecated IPv4-compatible ::a.b.c.d (which some stacks still route
// to the IPv4 inside); ::ffff:0:0:0/96 is SIIT's IPv4-translated form, 64:ff9b:1::/48 the local-use
// NAT64 prefix, fec0::/10 the deprecated site-local range (still routed inside some networks),
// 2001::/32 Teredo (its client address is an obfuscated IPv4) and 100::/64 discard-only.
for (const [net, bits] of [
  ['::', 96], ['::ffff:0:0:0', 96], ['64:ff9b:1::', 48], ['100::', 64], ['2001::', 32], ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8],
] as const) v6.addSubnet(net, bits, 'ipv6');
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** The IPv4 address an IPv6 address carries (mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16), else null. */
function embeddedV4(address: string): string | null {
  const a = address.toLowerCase();
  const dotted = a.match(/^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted) return dotted[1]!;
  const groups = expand(a);
  if (!groups) return null;
  const quad = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  // ::ffff:hhhh:hhhh (mapped), 64:ff9b::hhhh:hhhh (NAT64)
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) return quad(groups[6]!, groups[7]!);
  if (groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((g) => g === 0)) return quad(groups[6]!, groups[7]!);
  if (groups[0] === 0x2002) return quad(groups[1]!, groups[2]!);
  return null;
}

/** The eight 16-bit groups of an IPv6 address (null when it is not one). */
function expand(address: string): number[] | null {
  if (isIP(address) !== 6) return null;
  let a = address;
  const dotted = a.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted) {
    const [b0, b1, b2, b3] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    a = a.slice(0, -dotted[1]!.length) + `${((b0 << 8) | b1).toString(16)}:${((b2 << 8) | b3).toString(16)}`;
  }
  const [head, tail] = a.includes('::') ? a.split('::') as [string, string] : [a, undefined];
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const fill = tail === undefined ? [] : Array(8 - h.length - t.length).fill('0');
  const all = [...h, ...fill, ...t].map((g) => parseInt(g, 16));
  return all.length === 8 && all.every((g) => Number.isInteger(g)) ? all : null;
}

/** Why an address may not be sent to, or null when it may. */
export function forbiddenAddress(address: string, opts: { allowLoopback?: boolean } = {}): string | null {
  const family = isIP(address);
  if (!family) return 'not an address';
  if (opts.allowLoopback && loopback.check(address, family === 6 ? 'ipv6' : 'ipv4')) return null;
  if (family === 4) return v4.check(address, 'ipv4') ? 'a private, loopback, link-local or reserved address' : null;
  if (v6.check(address, 'ipv6')) return 'a private, loopback, link-local or reserved address';
  const inner = embeddedV4(address);
  return inner ? forbiddenAddress(inner, opts) : null;
}

export class AddressRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AddressRefused';
  }
}

export interface GuardOptions {
  resolve?: Resolver;
  allowLoopback?: boolean;
}

/**
 * Checks a webhook URL and resolves its host: the URL and the address to connect to (pinned),
 * or AddressRefused saying why not. `unresolved: true` when the name has no address (yet).
 */
export async function checkWebhookUrl(raw: string, opts: GuardOptions = {}): Promise<{ url: URL; address: ResolvedAddress | null }> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AddressRefused('not a URL');
  }
  if (url.protocol !== 'https:' && !(opts.allowLoopback && url.protocol === 'http:')) throw new AddressRefused('the URL must start with https://');
  if (url.username || url.password) throw new AddressRefused('the URL may not carry a user name or password');
  // A fully qualified name's final dot ("localhost.") names the same host: the name rules read it without.
  const host = url.hostname.replace(/^\[|\]$/g, '').replace(/\.+$/, '');
  if (isIP(host)) {
    const why = forbiddenAddress(host, opts);
    if (why) throw new AddressRefused(`${host} is ${why}`);
    return { url, address: { address: host, family: isIP(host) === 6 ? 6 : 4 } };
  }
  if (/^(localhost|.*\.localhost|.*\.local|.*\.internal)$/i.test(host) && !opts.allowLoopback) throw new AddressRefused(`${host} is a local name`);
  let addresses: ResolvedAddress[];
  try {
    addresses = await (opts.resolve ?? systemResolver)(host);
  } catch {
    return { url, address: null };
  }
  if (!addresses.length) return { url, address: null };
  for (const a of addresses) {
    const why = forbiddenAddress(a.address, opts);
    if (why) throw new AddressRefused(`${host} resolves to ${a.address}, ${why}`);
  }
  return { url, address: addresses[0]! };
}
