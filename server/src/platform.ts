// What every service plugin can reach through `app.platform`.
import type { Database } from './db/connection';
import type { ServerConfig } from './config';
import type { TokenService } from './security/tokens';
import type { Mailer } from './mail/mailer';
import type { NotificationBus } from './domains/notifications/bus';
import type { ChangeBus } from './core/changes';
import type { SecretAttempts } from './security/attempts';
import type { MembershipCache } from './security/membershipCache';
import type { AccountDataSources } from './dataSources/accountDataSources';
import type { JobQueue } from './jobs/jobQueue';

export interface Platform {
  database: Database;
  config: ServerConfig;
  tokens: TokenService;
  mailer: Mailer;
  /** New notifications from any replica, for the live streams. */
  notifications: NotificationBus;
  /** Records changed in an account, from any replica, for the users' event streams. */
  changes: ChangeBus;
  /** Who is a member of which account with which console flags, kept between changes. */
  memberships: MembershipCache;
  /** Failure limits of the routes that check a secret. */
  attempts: SecretAttempts;
  /** The account's saved database connections, opened for the domains that work with their data. */
  dataSources: AccountDataSources;
  /** Background jobs handed to a worker: this process's, or any replica's through RabbitMQ. */
  jobs: JobQueue;
}

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
  }
}
