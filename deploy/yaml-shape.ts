/** Narrowing helpers for parsed YAML, whose shape nothing guarantees. */

export type Dict = Record<string, unknown>;

/** The value as a mapping, or an empty one when it is anything else. */
export const dict = (value: unknown): Dict =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Dict) : {};

/** The value as a list, or an empty one when it is anything else. */
export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Scalars as the text a process would see in its environment; anything else undefined. */
export const text = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : undefined;

/** Follows a path of keys through nested mappings. */
export const at = (value: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>((node, key) => dict(node)[key], value);

/** An IPv4 address as a 32-bit number, or undefined. */
export function ipv4(address: string): number | undefined {
  const parts = address.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return undefined;
  return parts.reduce((n, p) => n * 256 + Number(p), 0);
}

/** Whether an IPv4 address lies in an IPv4 CIDR range (false when either does not parse). */
export function inCidr(address: string, cidr: string): boolean {
  const [base = '', bitsText = ''] = cidr.split('/');
  const ip = ipv4(address);
  const start = ipv4(base);
  const bits = Number(bitsText);
  if (ip === undefined || start === undefined || !/^\d+$/.test(bitsText) || bits > 32) return false;
  const size = 2 ** (32 - bits);
  return Math.floor(ip / size) === Math.floor(start / size);
}
