import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

// Where the API may open a connection a user chose (a push endpoint): only to the public
// internet, never into the network the API runs in (server-side request forgery).

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Every address a host name has, as the system resolver gives them (tests inject their own). */
export type Resolver = (host: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((a) => ({
    address: a.address,
    family: a.family === 6 ? 6 : 4,
  }));

/**
 * A public unicast address. ipaddr.js names every special-use range (IANA's registries):
 * loopback, private, link-local (169.254/16 with the clouds' metadata service, fe80::/10),
 * CGNAT (100.64/10), unique-local (fc00::/7), multicast, unspecified (0.0.0.0/8, ::),
 * broadcast, documentation and benchmarking, and IPv6 forms that carry an IPv4 address
 * (NAT64, 6to4, Teredo); an IPv4-mapped IPv6 address is judged as its IPv4 one. Only what is
 * none of these is "unicast".
 */
export function isPublicAddress(address: string): boolean {
  return ipaddr.isValid(address) && ipaddr.process(address).range() === 'unicast';
}

export function isLoopbackAddress(address: string): boolean {
  return ipaddr.isValid(address) && ipaddr.process(address).range() === 'loopback';
}

/** The IP address a URL's hostname is written as ("[::1]" → "::1"), or null for a name. */
export function ipLiteral(hostname: string): ResolvedAddress | null {
  const bare = hostname.replace(/^\[(.*)\]$/, '$1');
  if (!ipaddr.isValid(bare)) return null;
  // "127.1" and "0x7f.1" parse as IPv4 too: the WHATWG URL parser already wrote them out.
  return { address: bare, family: ipaddr.parse(bare).kind() === 'ipv6' ? 6 : 4 };
}
