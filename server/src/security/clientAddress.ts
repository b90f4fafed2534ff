// The client address that per-address limits count against (attempt limits and rate limits).
import { isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** Expands an IPv6 address's "::" into the zero groups it stands for. */
function ipv6Groups(ip: string): string[] {
  const [head, tail] = ip.split('::');
  const left = head ? head.split(':') : [];
  if (tail === undefined) return left;
  const right = tail ? tail.split(':') : [];
  return [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
}

/**
 * IPv4 addresses as they are; IPv6 ones by their /64, since one subscriber holds a whole /64 and
 * could otherwise take a fresh address for every few attempts.
 */
export function addressBucket(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  const network = ipv6Groups(ip.split('%')[0]).slice(0, 4).map((group) => parseInt(group, 16).toString(16));
  return `${network.join(':')}::/64`;
}

export const clientAddress = (request: FastifyRequest): string => addressBucket(request.ip);
