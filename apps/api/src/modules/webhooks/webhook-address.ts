/**
 * Where a webhook may be sent. A URL is the owner's to choose, so it could name the shop's own
 * network (a database, a cloud's metadata service at 169.254.169.254): outside development and
 * tests, an address that is private, loopback, link-local, unique-local, CGNAT, multicast,
 * reserved or unspecified is refused, as a literal and once a name is resolved, at save and again
 * at each delivery (where the connection is made to the address checked, so that a name cannot
 * resolve to a public address for the check and a private one for the connection).
 */
import { lookup } from 'node:dns/promises';
import net from 'node:net';

/** IPv4 ranges no webhook goes to: this network, private, CGNAT, loopback, link-local, protocol, documentation, benchmarking, multicast, reserved. */
const BLOCKED_V4: readonly [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

/**
 * IPv6 ranges no webhook goes to: unspecified, loopback, discard-only, NAT64 for local use (its
 * IPv4 side is the operator's own network, so it is refused whatever it carries), unique-local,
 * link-local, site-local, multicast, documentation. The forms that carry an IPv4 address are
 * judged by that address (embeddedV4).
 */
const BLOCKED_V6: readonly [string, number][] = [
  ['::', 128],
  ['::1', 128],
  ['100::', 64],
  ['64:ff9b:1::', 48],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
];

const blocked = new net.BlockList();
for (const [address, prefix] of BLOCKED_V4) blocked.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of BLOCKED_V6) blocked.addSubnet(address, prefix, 'ipv6');

/** The dotted IPv4 address of two 16-bit words. */
const dottedV4 = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');

/**
 * The IPv4 address an IPv6 one carries, if any: a packet to it reaches that IPv4 address through
 * a translator or a tunnel, so it is judged as that address. IPv4-mapped `::ffff:a.b.c.d`,
 * IPv4-compatible `::a.b.c.d`, SIIT `::ffff:0:a.b.c.d` and NAT64 `64:ff9b::a.b.c.d` carry it in
 * their last 32 bits; 6to4 `2002:AABB:CCDD::/48` in the 32 after its first 16.
 */
function embeddedV4(words: readonly number[]): string | undefined {
  const zeros = (from: number, to: number) => words.slice(from, to).every((word) => word === 0);
  const last = dottedV4(words[6]!, words[7]!);
  if (zeros(0, 5) && words[5] === 0xffff) return last;
  if (zeros(0, 4) && words[4] === 0xffff && words[5] === 0) return last;
  if (words[0] === 0x64 && words[1] === 0xff9b && zeros(2, 6)) return last;
  if (words[0] === 0x2002) return dottedV4(words[1]!, words[2]!);
  // `::` and `::1` are IPv6's own unspecified and loopback addresses, blocked as such.
  if (zeros(0, 6) && !(words[6] === 0 && words[7]! <= 1)) return last;
  return undefined;
}

/** The eight 16-bit words of an IPv6 address (with a dotted IPv4 tail taken as the last two). */
function expandV6(address: string): number[] | undefined {
  let text = address.toLowerCase().split('%')[0]!;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const bytes = dotted[1]!.split('.').map(Number);
    text = `${text.slice(0, -dotted[1]!.length)}${((bytes[0]! << 8) | bytes[1]!).toString(16)}:${((bytes[2]! << 8) | bytes[3]!).toString(16)}`;
  }
  const [head = '', tail, ...rest] = text.split('::');
  if (rest.length > 0) return undefined;
  const part = (words: string) => (words === '' ? [] : words.split(':').map((word) => parseInt(word, 16)));
  const start = part(head);
  const end = tail === undefined ? [] : part(tail);
  const missing = 8 - start.length - end.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return undefined;
  const words = [...start, ...Array<number>(missing).fill(0), ...end];
  return words.every((word) => Number.isInteger(word) && word >= 0 && word <= 0xffff) ? words : undefined;
}

/** Whether an IP address is one a webhook must not reach (private, loopback, link-local and the rest); a non-address counts as one. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[(.*)\]$/, '$1');
  const family = net.isIP(bare);
  if (family === 4) return blocked.check(bare, 'ipv4');
  if (family === 6) {
    const words = expandV6(bare);
    if (!words) return true;
    const v4 = embeddedV4(words);
    return blocked.check(bare.split('%')[0]!, 'ipv6') || (v4 !== undefined && blocked.check(v4, 'ipv4'));
  }
  return true;
}

/** A refusal of a webhook's address, with the sentence the owner reads. */
export class BlockedAddressError extends Error {
  override name = 'BlockedAddressError';
}

/** A resolved address of a webhook's host. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

/** The system resolver (as a connection would resolve the name): every address of the name. */
export const systemResolve: Resolve = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));

/**
 * The addresses a webhook to `hostname` may connect to: the literal address, or every address
 * the name resolves to. Refused (BlockedAddressError) when private addresses are not allowed and
 * any of them is one: a name with one private address among public ones is refused too.
 */
export async function checkedAddresses(
  hostname: string,
  allowPrivate: boolean,
  resolve: Resolve = systemResolve,
): Promise<ResolvedAddress[]> {
  const bare = hostname.replace(/^\[(.*)\]$/, '$1');
  const family = net.isIP(bare);
  const addresses: ResolvedAddress[] =
    family !== 0
      ? [{ address: bare, family: family === 6 ? 6 : 4 }]
      : await resolve(bare).catch(() => {
          throw new BlockedAddressError(`${bare} could not be resolved to an address`);
        });
  if (addresses.length === 0) throw new BlockedAddressError(`${bare} could not be resolved to an address`);
  if (!allowPrivate) {
    const inside = addresses.find(({ address }) => isPrivateAddress(address));
    if (inside) {
      throw new BlockedAddressError(
        family !== 0
          ? `${bare} is a private, loopback or reserved address: webhooks go to public addresses only`
          : `${bare} resolves to ${inside.address}, a private, loopback or reserved address: webhooks go to public addresses only`,
      );
    }
  }
  return addresses;
}
