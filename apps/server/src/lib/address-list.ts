// Lists of IP addresses and CIDR ranges read from configuration (TRUST_PROXY, DEV_MAILBOX_ALLOW),
// written the way proxy-addr (Fastify's trustProxy) reads them: `10.0.0.1`, `10.0.0.0/8`, `::1`,
// `fd00::/8`, or one of the names `loopback`, `linklocal`, `uniquelocal`.
import net from 'node:net';

export const NAMED_RANGES = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
} as const;

type RangeName = keyof typeof NAMED_RANGES;

const isRangeName = (value: string): value is RangeName => Object.hasOwn(NAMED_RANGES, value);

/** Why `entry` is not an address, a CIDR range or a range name; undefined when it is one. */
export function addressEntryProblem(entry: string): string | undefined {
  if (isRangeName(entry)) return undefined;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return `"${entry}" is not an IP address or CIDR range`;
  if (prefix === undefined) return undefined;
  const bits = Number(prefix);
  const maxBits = family === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefix) || bits > maxBits) return `"${entry}" has an invalid prefix length`;
  return undefined;
}

/** Comma-separated entries, trimmed, blanks dropped. Throws naming the first bad entry. */
export function parseAddressList(text: string): string[] {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const problem = addressEntryProblem(entry);
    if (problem) throw new Error(problem);
  }
  return entries;
}

/** `::ffff:127.0.0.1` (an IPv4 client of a dual-stack socket) is the IPv4 address it wraps. */
function unmapIpv4(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

/** A predicate telling whether an address falls inside any entry of the list. */
export function createAddressMatcher(entries: readonly string[]): (address: string | undefined) => boolean {
  const blocks = new net.BlockList();
  const add = (entry: string) => {
    const [address = '', prefix] = entry.split('/');
    const type = net.isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) blocks.addAddress(address, type);
    else blocks.addSubnet(address, Number(prefix), type);
  };
  for (const entry of entries) {
    if (isRangeName(entry)) NAMED_RANGES[entry].forEach(add);
    else add(entry);
  }
  return (raw) => {
    if (!raw) return false;
    const address = unmapIpv4(raw);
    const family = net.isIP(address);
    if (family === 0) return false;
    return blocks.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
}
