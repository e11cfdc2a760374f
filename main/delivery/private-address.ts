import { BlockList, isIP } from 'node:net';

/**
 * Which webhook destinations are "inside": loopback, link-local, private (RFC 1918, unique local),
 * carrier-grade NAT and unspecified addresses, and the names that always mean this machine
 * (localhost, *.localhost). A webhook may point there only when the administrator allowed the
 * host: otherwise any token could make the app probe the local network.
 */
const inside = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  inside.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  inside.addSubnet(net, prefix, 'ipv6');
}

/** A URL host without IPv6 brackets, lower-cased. */
export function bareHost(host: string): string {
  return host.replace(/^\[|\]$/g, '').toLowerCase();
}

/** An IPv4-mapped IPv6 address (::ffff:10.0.0.1) read as the IPv4 address it carries. */
function unmapped(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1] : address;
}

export function isLocalName(host: string): boolean {
  const name = bareHost(host).replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

/** true for an IP address on loopback, link-local or a private range. */
export function isInsideAddress(address: string): boolean {
  const ip = unmapped(bareHost(address));
  const family = isIP(ip);
  if (family === 0) return false;
  return inside.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Whether an allow-list entry admits a host (as in the URL) or the address it resolved to. Entries
 * are host names (matched exactly, case-insensitively), IP addresses, or CIDR ranges (10.0.0.0/8).
 */
export function isAllowed(allowList: readonly string[], host: string, address?: string): boolean {
  const name = bareHost(host);
  const ips = [name, address].filter((a): a is string => a !== undefined && isIP(unmapped(a)) !== 0);
  return allowList.some((raw) => {
    const entry = bareHost(raw.trim());
    if (entry === name) return true;
    const cidr = /^(.+)\/(\d{1,3})$/.exec(entry);
    const base = cidr ? cidr[1] : entry;
    const family = isIP(base);
    if (family === 0) return false;
    const list = new BlockList();
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (cidr) list.addSubnet(base, Number(cidr[2]), type);
    else list.addAddress(base, type);
    return ips.some((ip) => {
      const plain = unmapped(ip);
      return list.check(plain, isIP(plain) === 4 ? 'ipv4' : 'ipv6');
    });
  });
}

/** A valid allow-list entry: a host name, an IP address, or a CIDR range. */
export function isAllowListEntry(entry: string): boolean {
  const value = bareHost(entry.trim());
  const cidr = /^(.+)\/(\d{1,3})$/.exec(value);
  if (cidr) {
    const family = isIP(cidr[1]);
    return family !== 0 && Number(cidr[2]) <= (family === 4 ? 32 : 128);
  }
  return (
    isIP(value) !== 0 || /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*\.?$/.test(value)
  );
}
