// A data source never reaches the platform's own database (issue 27): an account owner who could
// read it would copy out the token-signing key and every password hash. Checked twice on every open,
// whatever DATABASE_ALLOWED_HOSTS says:
// - before connecting, by address: the target's resolved addresses and port against the platform
//   server's (DATABASE_URL's host, resolved again each time, so a name that changes cannot slip
//   through). When the platform's server is on this machine, every address of this machine counts
//   as its address (loopback, ::1, 0.0.0.0, each interface's), since any of them may reach it;
// - after connecting to a PostgreSQL server, by identity: its system identifier and database
//   against the platform's, which no host name, proxy or port forward can disguise.
// The platform server's other databases are refused as well, unless the operator opts in with
// DATABASE_ALLOW_PLATFORM_SERVER=true; the platform's own database never is reachable.
import { lookup } from 'node:dns/promises';
import { networkInterfaces } from 'node:os';
import ipaddr from 'ipaddr.js';
import { parse } from 'pg-connection-string';

export const PLATFORM_SERVER_SETTING = 'DATABASE_ALLOW_PLATFORM_SERVER';
const POSTGRES_PORT = 5432;

/** What identifies a PostgreSQL cluster and one of its databases, as the server itself reports it. */
export interface ServerIdentity {
  systemId: string;
  database: string;
}

/** The query a PostgreSQL connection answers its identity with (pg_control_system is readable by any role). */
export const IDENTITY_QUERY = 'select system_identifier::text as system_id, current_database() as database from pg_control_system()';

export interface PlatformTarget {
  port: number;
  database: string;
  /** The target host's resolved addresses: each is checked. */
  addresses: string[];
}

const normal = (address: string) => ipaddr.process(address.replace(/%.*$/, '')).toNormalizedString();

/** Whether `address` reaches this machine: loopback, unspecified (0.0.0.0, ::), or one of its interfaces. */
export function isThisMachine(address: string): boolean {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.process(address.replace(/%.*$/, ''));
  } catch {
    return false;
  }
  const range = parsed.range();
  if (range === 'loopback' || range === 'unspecified') return true;
  const own = Object.values(networkInterfaces()).flat().flatMap((i) => (i ? [normal(i.address)] : []));
  return own.includes(parsed.toNormalizedString());
}

async function resolveAll(host: string): Promise<string[]> {
  try {
    return (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    return [];
  }
}

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export class PlatformDatabase {
  private identity?: Promise<ServerIdentity | undefined>;

  /**
   * `server`: the platform's PostgreSQL (host, port, database), none on the embedded database.
   * `readIdentity`: asks the platform's own database for its identity (once, on first need).
   */
  constructor(
    private readonly server: { host: string; port: number; database: string } | undefined,
    private readonly allowOtherDatabases: boolean,
    private readonly readIdentity: () => Promise<ServerIdentity | undefined> = async () => undefined,
  ) {}

  static fromUrl(url: string | undefined, allowOtherDatabases: boolean, readIdentity?: () => Promise<ServerIdentity | undefined>) {
    if (!url) return new PlatformDatabase(undefined, allowOtherDatabases, readIdentity);
    const parts = parse(url);
    // libpq's defaults: no host is the local socket, no database is the user's name.
    const server = {
      host: parts.host || 'localhost',
      port: Number(parts.port) || POSTGRES_PORT,
      database: parts.database || parts.user || 'postgres',
    };
    return new PlatformDatabase(server, allowOtherDatabases, readIdentity);
  }

  /** Why a connection to `target` is refused before connecting, or undefined when it may go ahead. */
  async refusalByAddress(target: PlatformTarget): Promise<string | undefined> {
    if (!this.server || target.port !== this.server.port) return undefined;
    const { host } = this.server;
    const serverAddresses = host.startsWith('/') ? [] : await resolveAll(host);
    const onThisMachine = host.startsWith('/') || serverAddresses.some(isThisMachine);
    const ownAddresses = new Set(serverAddresses.map(normal));
    const reaches = target.addresses.some((address) => (onThisMachine ? isThisMachine(address) : ownAddresses.has(normal(address))));
    if (!reaches) return undefined;
    return this.refusal(target.database, this.server.database, `port ${target.port} of ${onThisMachine ? 'this machine' : host}`);
  }

  /** The same, for a host name not yet resolved (a name that does not resolve reaches nothing yet). */
  async refusalOfHost(host: string, port: number, database: string): Promise<string | undefined> {
    if (!this.server || port !== this.server.port) return undefined;
    return this.refusalByAddress({ port, database, addresses: await resolveAll(host) });
  }

  /** Why an open PostgreSQL connection whose server answered `identity` is refused, or undefined. */
  async refusalByIdentity(identity: ServerIdentity): Promise<string | undefined> {
    if (!this.server) return undefined;
    this.identity ??= this.readIdentity().catch(() => undefined);
    const own = await this.identity;
    if (!own || own.systemId !== identity.systemId) return undefined;
    return this.refusal(identity.database, own.database, 'the PostgreSQL server it runs on');
  }

  private refusal(database: string, platformDatabase: string, where: string): string | undefined {
    if (sameName(database, platformDatabase)) {
      return `This connection reaches the platform's own database (${where}); it cannot be a data source`;
    }
    if (this.allowOtherDatabases) return undefined;
    return `This connection reaches the platform's own database server (${where}); its other databases are data sources only when ${PLATFORM_SERVER_SETTING} is true`;
  }
}
