/**
 * The rate-limit subject of a client address (IPv6 per /64) and the campus egress addresses'
 * higher per-address limits (functions/lib/client-address.ts).
 */
import { CAMPUS_FACTOR, isCampusAddress, parseCidr, perAddress, rateSubject } from '@functions/lib/client-address';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(() => {
  delete process.env.CAMPUS_EGRESS_CIDRS;
});

describe('rateSubject', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(rateSubject('203.0.113.9')).toBe('203.0.113.9');
    expect(rateSubject(' 10.1.2.3 ')).toBe('10.1.2.3');
  });

  it('counts every address of one IPv6 /64 as that /64, however it is written', () => {
    const subjects = [
      '2001:db8:abcd:12:1:2:3:4',
      '2001:0db8:abcd:0012:ffff:ffff:ffff:ffff',
      '2001:DB8:ABCD:12::1',
      '2001:db8:abcd:12::',
      '2001:db8:abcd:12:a::b',
      '2001:db8:abcd:12::1%eth0',
      '2001:db8:abcd:12::198.51.100.7',
    ].map(rateSubject);
    expect(new Set(subjects)).toEqual(new Set(['2001:db8:abcd:12::/64']));
  });

  it('tells neighbouring /64s apart', () => {
    expect(rateSubject('2001:db8:abcd:13::1')).toBe('2001:db8:abcd:13::/64');
    expect(rateSubject('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateSubject('::1')).toBe('0:0:0:0::/64');
  });

  it('takes an IPv4 address written as IPv6 for the IPv4 address', () => {
    expect(rateSubject('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(rateSubject('::ffff:c633:6407')).toBe('198.51.100.7');
  });

  it('counts anything else as it is (lower case), and an empty address as unknown', () => {
    expect(rateSubject('Local-Stand-In')).toBe('local-stand-in');
    expect(rateSubject('')).toBe('unknown');
  });
});

describe('campus egress addresses', () => {
  const cidrs = ['203.0.113.0/28', '2001:db8:100::/48'];

  it('matches IPv4 and IPv6 addresses inside the CIDRs only', () => {
    expect(isCampusAddress('203.0.113.5', cidrs)).toBe(true);
    expect(isCampusAddress('::ffff:203.0.113.5', cidrs)).toBe(true);
    expect(isCampusAddress('203.0.113.16', cidrs)).toBe(false);
    expect(isCampusAddress('2001:db8:100:7::1', cidrs)).toBe(true);
    expect(isCampusAddress('2001:db8:101::1', cidrs)).toBe(false);
    expect(isCampusAddress('203.0.113.5', [])).toBe(false);
  });

  it('raises a per-address limit CAMPUS_FACTOR times there, from the stage setting, and counts the subject', () => {
    const limit = { scope: 'x', max: 30, windowSeconds: 900 };
    process.env.CAMPUS_EGRESS_CIDRS = cidrs.join(',');
    expect(perAddress(limit, '203.0.113.5')).toEqual([{ ...limit, max: 30 * CAMPUS_FACTOR }, '203.0.113.5']);
    expect(perAddress(limit, '2001:db8:100:7::1')).toEqual([{ ...limit, max: 30 * CAMPUS_FACTOR }, '2001:db8:100:7::/64']);
    expect(perAddress(limit, '198.51.100.7')).toEqual([limit, '198.51.100.7']);
    delete process.env.CAMPUS_EGRESS_CIDRS;
    expect(perAddress(limit, '203.0.113.5')).toEqual([limit, '203.0.113.5']);
  });

  it('refuses a setting that is not a list of CIDRs', () => {
    expect(parseCidr('203.0.113.0/24')).toEqual({ network: '203.0.113.0', prefix: 24, type: 'ipv4' });
    expect(parseCidr('2001:db8::/48')).toEqual({ network: '2001:db8::', prefix: 48, type: 'ipv6' });
    for (const bad of ['203.0.113.0', '203.0.113.0/33', '2001:db8::/129', 'kampus/24', '10.0.0.0/8/1']) expect(parseCidr(bad)).toBeUndefined();
    expect(() => isCampusAddress('203.0.113.5', ['kampus'])).toThrow(/not a CIDR/);
  });
});
