// Which addresses the server may reach for a user (connector calls, issue 13 item 5; database
// connections, issue 14). Only public unicast addresses, unless
// an administrator lists the host (CONNECTOR_ALLOWED_HOSTS, DATABASE_ALLOWED_HOSTS): loopback, private, link-local (and so the
// 169.254.169.254 metadata service), carrier-grade NAT, unique-local, multicast, reserved and the
// IPv6 forms that embed an IPv4 address (mapped, compatible, 6to4, NAT64, Teredo) are refused.
import ipaddr from 'ipaddr.js';

export class PolicyError extends Error {
  readonly kind = 'policy';
}

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** Why an address may not be reached, or undefined when it is public. */
export function blockedReason(raw: string): string | undefined {
  let address: Address;
  try {
    address = ipaddr.process(raw); // IPv4-mapped IPv6 (::ffff:a.b.c.d) becomes the IPv4 address it maps
  } catch {
    return `${raw} is not an IP address`;
  }
  if (address.kind() === 'ipv6') {
    const parts = (address as ipaddr.IPv6).parts;
    // IPv4-compatible (::a.b.c.d, deprecated): ipaddr.js calls it unicast, the kernel may not.
    if (parts.slice(0, 6).every((p) => p === 0)) return `${raw} is an IPv4-compatible IPv6 address`;
  }
  const range = address.range();
  return range === 'unicast' ? undefined : `${raw} is ${/^[aeiou]/i.test(range) ? 'an' : 'a'} ${range} address`;
}

/** An allow-list entry: a host name (matched to the URL's host) or an address or CIDR range (matched to the address). */
export class AllowedHosts {
  private readonly names = new Set<string>();
  private readonly ranges: [Address, number][] = [];

  /** `setting`: the variable an administrator lists hosts in, named in refusals. */
  constructor(entries: string[], readonly setting: string) {
    for (const entry of entries) {
      const bare = entry.replace(/^\[|\]$/g, '');
      if (bare.includes('/') && ipaddr.isValidCIDR(bare)) this.ranges.push(ipaddr.parseCIDR(bare));
      else if (ipaddr.isValid(bare)) {
        const address = ipaddr.process(bare);
        this.ranges.push([address, address.kind() === 'ipv4' ? 32 : 128]);
      } else this.names.add(bare.toLowerCase());
    }
  }

  /** Whether this host name, resolved to this address, may be reached although the address is private. */
  allows(hostname: string, address: string): boolean {
    if (this.names.has(hostname.toLowerCase())) return true;
    const parsed = ipaddr.process(address);
    return this.ranges.some(([base, bits]) => base.kind() === parsed.kind() && parsed.match(base, bits));
  }
}

/** Every resolved address must pass: a name resolving to one private address among public ones is refused. */
export function checkAddresses(hostname: string, addresses: string[], allowed: AllowedHosts): void {
  if (addresses.length === 0) throw new PolicyError(`${hostname} did not resolve to any address`);
  for (const address of addresses) {
    const reason = blockedReason(address);
    if (reason && !allowed.allows(hostname, address)) {
      throw new PolicyError(`${hostname === address ? reason : `${hostname} resolves to ${address}: ${reason.slice(address.length + 1)}`}; private addresses are reached only when listed in ${allowed.setting}`);
    }
  }
}
