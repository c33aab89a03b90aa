import { BlockList, isIP } from 'node:net';

/**
 * Who may read `/metrics` by default (`METRICS_ALLOW`): loopback and the private ranges — RFC 1918
 * and IPv6 unique local addresses — where Prometheus and the other services live. The public
 * reaches the services only through the gateway, which never routes `/metrics`.
 */
export const DEFAULT_METRICS_ALLOW: readonly string[] = [
  '127.0.0.0/8',
  '::1/128',
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  'fc00::/7',
];

/** Whether a socket's address may read `/metrics`. */
export type AddressAllowList = (address: string | undefined) => boolean;

/** An IP address or a CIDR range (`10.0.0.0/8`, `fc00::/7`). */
export function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n >= 0 && n <= (family === 4 ? 32 : 128);
}

/** `::ffff:10.1.2.3` (an IPv4 client on a dual-stack socket) is checked as `10.1.2.3`. */
function unmapped(address: string): string {
  if (!address.toLowerCase().startsWith('::ffff:')) return address;
  const v4 = address.slice(7);
  return isIP(v4) === 4 ? v4 : address;
}

/** The allow-list of these addresses and ranges (each checked with `isAddressOrRange`). */
export function addressAllowList(entries: readonly string[]): AddressAllowList {
  const list = new BlockList();
  for (const entry of entries) {
    if (!isAddressOrRange(entry)) throw new Error(`not an IP address or CIDR range: ${entry}`);
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (raw) => {
    if (!raw) return false;
    const address = unmapped(raw);
    const family = isIP(address);
    if (family === 0) return false;
    return list.check(address, family === 4 ? 'ipv4' : 'ipv6');
  };
}
