// Builds the Fastify app: one encapsulated plugin per service at its DESIGN §3 prefix, the
// OpenAPI document generated from the route schemas, and the built console under /admin.
import Fastify, { type FastifyInstance, type FastifyError } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import swagger from '@fastify/swagger';
import rateLimit from '@fastify/rate-limit';
import type { Database } from './db/connection';
import type { ServerConfig } from './config';
import { HttpError } from './http/errors';
import { loadSigningKey, TokenService } from './security/tokens';
import { bootstrapPlatform } from './seed/bootstrap';
import { serveConsole } from './http/console';
import { createMailer } from './mail/mailer';
import { NotificationBus } from './domain/notifications';
import authService from './services/auth';
import manageService from './services/manage';
import accountService from './services/account';
import developerAppService from './services/developerApp';
import parameterService from './services/parameter';
import trackingService from './services/tracking';
import storageService from './services/storage';

export async function buildApp(database: Database, config: ServerConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: false } },
    bodyLimit: 10 * 1024 * 1024, // logos travel as data URLs
  }).withTypeProvider<TypeBoxTypeProvider>();

  await bootstrapPlatform(database.db);
  const key = await loadSigningKey(database.db, config.tokenSecret);
  const notifications = new NotificationBus(database);
  await notifications.start();
  app.decorate('platform', {
    database, config,
    tokens: new TokenService(database.db, key, config.accessTokenTtl, config.refreshTokenTtl),
    mailer: createMailer(database.db, app.log, config.smtpUrl),
    notifications,
  });
  // Mail still being prepared after its answer needs the database: finish it before closing.
  app.addHook('onClose', async () => {
    await app.platform.mailer.drain();
    await app.platform.notifications.close();
  });

  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) return reply.status(err.status).send(err.toBody());
    if (err.validation) {
      const where = err.validationContext ?? 'request';
      return reply.status(400).send({ status: 400, error: 'Bad Request', message: `Invalid ${where}: ${err.message}` });
    }
    const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
    if (status >= 500) request.log.error(err);
    return reply.status(status).send({
      status, error: status === 429 ? 'Too Many Requests' : status >= 500 ? 'Internal Server Error' : 'Bad Request',
      message: status >= 500 ? 'something went wrong' : err.message,
    });
  });

  app.setNotFoundHandler((request, reply) => reply.status(404).send({
    status: 404, error: 'Not Found', message: `No route for ${request.method} ${request.url.split('?')[0]}`,
  }));

  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Platform API', version: config.apiVersion, description: 'The services behind the admin console.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
  });

  await app.register(authService, { prefix: '/auth' });
  await app.register(manageService, { prefix: '/manage' });
  await app.register(accountService, { prefix: '/users' });
  await app.register(developerAppService, { prefix: '/app/developerApp' });
  await app.register(parameterService, { prefix: '/app/parameter' });
  await app.register(trackingService, { prefix: '/logtrace' });
  await app.register(storageService, { prefix: '/storage' });
  await serveConsole(app, config);

  return app;
}
