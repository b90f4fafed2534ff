// What every service plugin can reach through `app.platform`.
import type { Database } from './db/connection';
import type { ServerConfig } from './config';
import type { TokenService } from './security/tokens';
import type { Mailer } from './mail/mailer';

export interface Platform {
  database: Database;
  config: ServerConfig;
  tokens: TokenService;
  mailer: Mailer;
}

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
  }
}
