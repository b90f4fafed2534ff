// What every service plugin can reach through `app.platform`.
import type { Database } from './db/connection';
import type { ServerConfig } from './config';
import type { TokenService } from './security/tokens';
import type { Mailer } from './mail/mailer';
import type { NotificationBus } from './domain/notifications';

export interface Platform {
  database: Database;
  config: ServerConfig;
  tokens: TokenService;
  mailer: Mailer;
  /** New notifications from any replica, for the live streams. */
  notifications: NotificationBus;
}

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
  }
}
