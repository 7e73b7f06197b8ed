// Which client an IP address counts as: IPv6 subscribers are handed a whole /64, so counting each
// of its addresses apart would give one client billions of quotas.
import { isIPv6 } from 'node:net';

/**
 * The client an IP stands for: an IPv4 address as it is (also when IPv4-mapped), an IPv6 address
 * as its /64, which one subscriber usually holds whole.
 */
export function clientIp(ip: string): string {
  const bare = ip.split('%')[0]!.toLowerCase();
  if (!isIPv6(bare)) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (mapped) return mapped[1]!;
  const [head = '', tail] = bare.split('::');
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  // An IPv4 tail (::1.2.3.4) fills two groups.
  const width = (list: string[]) => list.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const front = groups(head);
  const back = groups(tail);
  const zeros = tail === undefined ? [] : Array<string>(8 - width(front) - width(back)).fill('0');
  const prefix = [...front, ...zeros, ...back].slice(0, 4).map((g) => parseInt(g, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}
