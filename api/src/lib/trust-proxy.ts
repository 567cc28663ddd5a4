// Which X-Forwarded-For entry is the client: the one appended by our own proxy (nginx or the dev gateway).
// Fastify's `true` trusts every hop (a client could send the header and choose its IP, escaping per-IP limits),
// and a bare hop count now fails closed; so: trust up to `hops` proxies, each of them on a loopback or private address.
import net from 'node:net';

const PRIVATE_V4 = [
  ['10.0.0.0', 8], ['172.16.0.0', 12], ['192.168.0.0', 16], ['127.0.0.0', 8], ['169.254.0.0', 16],
] as const;

function v4ToInt(ip: string): number {
  return ip.split('.').reduce((acc, part) => (acc << 8) + Number(part), 0) >>> 0;
}

/**
 * Loopback or private-network address (where our proxies live), IPv4, IPv6 or IPv4-mapped IPv6. No address (the
 * socket of a client that already hung up has none) is not internal.
 */
export function isInternalAddress(address: string | undefined): boolean {
  if (typeof address !== 'string') return false;
  const ip = address.startsWith('::ffff:') && net.isIPv4(address.slice(7)) ? address.slice(7) : address;
  if (net.isIPv4(ip)) {
    const value = v4ToInt(ip);
    return PRIVATE_V4.some(([base, bits]) => (value >>> (32 - bits)) === (v4ToInt(base) >>> (32 - bits)));
  }
  if (net.isIPv6(ip)) {
    const lower = ip.toLowerCase();
    return lower === '::1' || /^f[cd]/.test(lower) || lower.startsWith('fe80:');
  }
  return false;
}

/** Fastify trustProxy function: the nearest `hops` peers are trusted if they are internal addresses. */
export function trustProxyHops(hops: number): (address: string | undefined, hop: number) => boolean {
  return (address, hop) => hop < hops && isInternalAddress(address);
}
