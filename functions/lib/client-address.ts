/**
 * The subject a client address is counted under by every per-address limit, and the campus
 * egress addresses that get higher per-address limits.
 *
 * An IPv4 address is its own subject. An IPv6 address counts per /64, the block one home, phone or
 * site is given: a single host can pick any of its 2^64 addresses, so counting the exact address
 * would let it walk past every limit. An IPv4 address written as IPv6 (`::ffff:a.b.c.d`) is the
 * IPv4 address. Anything else (a stand-in without an address) is counted as it is.
 *
 * The university names its campus egress addresses (CIDRs, infra/config.ts `campus.egressCidrs`,
 * reaching the Lambdas as CAMPUS_EGRESS_CIDRS): thousands of students share those addresses, so
 * each per-address limit is CAMPUS_FACTOR times higher there.
 */
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { env } from './env';

/** How many times a per-address limit is higher for a campus egress address. */
export const CAMPUS_FACTOR = 20;

/** The eight 16-bit groups of an IPv6 address (with an embedded IPv4 tail), or undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  if (!isIPv6(address)) return undefined;
  let text = address;
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (tail) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split('.').map(Number);
    text = `${text.slice(0, -tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const part = (s: string) => (s === '' ? [] : s.split(':').map((g) => Number.parseInt(g, 16)));
  const left = part(head);
  const right = rest === undefined ? [] : part(rest);
  const fill = rest === undefined ? [] : new Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...fill, ...right];
}

/** The rate-limit subject of a client address: IPv4 as it is, IPv6 as its /64 (`2001:db8:1:2::/64`). */
export function rateSubject(address: string): string {
  const text = address.trim().toLowerCase().replace(/%.*$/, '');
  if (isIPv4(text)) return text;
  const groups = ipv6Groups(text);
  if (!groups) return text || 'unknown';
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) {
    return [g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** A CIDR as the block list takes it, or undefined when it is not one (`10.0.0.0/8`, `2001:db8::/48`). */
export function parseCidr(cidr: string): { network: string; prefix: number; type: 'ipv4' | 'ipv6' } | undefined {
  const [network = '', bits, extra] = cidr.trim().toLowerCase().split('/');
  if (extra !== undefined || bits === undefined || !/^\d{1,3}$/.test(bits)) return undefined;
  const prefix = Number(bits);
  if (isIPv4(network) && prefix <= 32) return { network, prefix, type: 'ipv4' };
  if (isIPv6(network) && prefix <= 128) return { network, prefix, type: 'ipv6' };
  return undefined;
}

let cached: { source: string; list: BlockList } | undefined;

function campusList(cidrs: readonly string[]): BlockList {
  const source = cidrs.join(',');
  if (cached?.source === source) return cached.list;
  const list = new BlockList();
  for (const cidr of cidrs) {
    const parsed = parseCidr(cidr);
    if (!parsed) throw new Error(`campus egress address "${cidr}" is not a CIDR (e.g. 203.0.113.0/24 or 2001:db8::/48)`);
    list.addSubnet(parsed.network, parsed.prefix, parsed.type);
  }
  cached = { source, list };
  return list;
}

/** Whether a client address is one of the campus egress addresses the stage names. */
export function isCampusAddress(address: string, cidrs: readonly string[] = env.campusEgressCidrs): boolean {
  if (!cidrs.length) return false;
  const text = address.trim().toLowerCase().replace(/%.*$/, '');
  const subject = rateSubject(text);
  const list = campusList(cidrs);
  if (isIPv4(subject)) return list.check(subject, 'ipv4');
  return isIPv6(text) && list.check(text, 'ipv6');
}

/** A per-address limit as it applies to one client: its subject, and its number raised on a campus egress address. */
export function perAddress<L extends { max: number }>(limit: L, address: string): [L, string] {
  return [isCampusAddress(address) ? { ...limit, max: limit.max * CAMPUS_FACTOR } : limit, rateSubject(address)];
}
