import { isIPv4, isIPv6 } from 'node:net';

/** Hextets of an IPv6 address that one subscriber holds: the login limits count a /64 as one address. */
const IPV6_SUBSCRIBER_HEXTETS = 4;

/**
 * The address the login limits count `ip` as: an IPv4 address as it is (also when IPv6 carries it,
 * ::ffff:192.0.2.1), an IPv6 address by its /64, since one subscriber is handed a whole /64 and
 * could otherwise take a fresh address for every guess.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped !== undefined && isIPv4(mapped)) return mapped;
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, IPV6_SUBSCRIBER_HEXTETS).join(':')}::/64`;
}

/** The eight hextets of a valid IPv6 address, without leading zeros, '::' filled in. */
function expandIPv6(ip: string): string[] {
  const [head = '', tail] = ip.toLowerCase().split('%')[0]?.split('::') ?? [];
  const parts = (text: string) => (text === '' ? [] : text.split(':'));
  const left = parts(head);
  const right = tail === undefined ? [] : parts(tail);
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(Math.max(missing, 0)).fill('0'), ...right].map((hextet) => hextet.replace(/^0+(?=.)/, ''));
}
