// Builds the Fastify app: one encapsulated plugin per domain (server/src/domains/), the
// OpenAPI document generated from the route schemas, and the built console under /admin.
import Fastify, { type FastifyInstance, type FastifyError } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import swagger from '@fastify/swagger';
import rateLimit from '@fastify/rate-limit';
import type { Database } from './db/connection';
import type { ServerConfig } from './config';
import { ErrorBody, HttpError } from './http/errors';
import { databaseErrorOf, isDataException, loggableError } from './http/databaseErrors';
import { refuseNulCharacters } from './http/nulCharacters';
import { OneLinePerRequest } from './http/requestLog';
import { checkRouteAccess } from './security/routeAccess';
import { loadSigningKey, TokenService } from './security/tokens';
import { SecretAttempts } from './security/attempts';
import { MemoryAttemptStore } from './security/attemptStore';
import { RedisAttemptStore } from './security/redisAttemptStore';
import { connectRedis } from './security/redis';
import { clientAddress } from './security/clientAddress';
import { secretRouteAudit } from './security/secretRoutes';
import { MembershipCache } from './security/membershipCache';
import { documentOperations } from './http/openApiOperations';
import { openApiDocument } from './http/openApiDocument';
import { KeptAnswers, keepAnswersOfMarkedRoutes } from './http/keptAnswers';
import { bootstrapPlatform } from './seed/bootstrap';
import { serveConsole } from './http/console';
import { addSecurityHeaders } from './http/securityHeaders';
import { createMailer } from './mail/mailer';
import { NotificationBus } from './domains/notifications/api';
import { ChangeBus } from './core/changes';
import { announceChanges } from './http/changeAnnouncements';
import { domainOpenApiTags, platformDomains } from './domains/registry';
import { createAccountDataSources } from './dataSources/accountDataSources';
import { openJobQueue } from './jobs/jobQueue';

export async function buildApp(database: Database, config: ServerConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    logController: new OneLinePerRequest(),
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: false } },
    bodyLimit: 10 * 1024 * 1024, // logos travel as data URLs
    trustProxy: config.trustProxy,
  }).withTypeProvider<TypeBoxTypeProvider>();

  await bootstrapPlatform(database.db);
  const key = await loadSigningKey(database.db, config.tokenSecret);
  const notifications = new NotificationBus(database);
  await notifications.start();
  const changes = new ChangeBus(database);
  await changes.start();
  const memberships = new MembershipCache(database);
  await memberships.start();
  const keptAnswers = new KeptAnswers(database);
  await keptAnswers.start();
  // Replicas share their attempt and rate-limit counts through Redis; one process keeps them in memory.
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, app.log) : undefined;
  const attemptStore = redis ? new RedisAttemptStore(redis, `${config.redisKeyPrefix}attempts:`) : new MemoryAttemptStore();
  const jobs = await openJobQueue(config, app.log);
  app.decorate('platform', {
    database, config,
    tokens: new TokenService(database.db, key, config.accessTokenTtl, config.refreshTokenTtl),
    mailer: createMailer(database.db, app.log, config.smtpUrl),
    notifications,
    changes,
    memberships,
    attempts: new SecretAttempts(attemptStore, config.secretAttempts),
    dataSources: createAccountDataSources(database, key, config),
    jobs,
  });
  // No new job starts once closing begins; the domains then stop theirs (their onClose runs first).
  app.addHook('preClose', () => jobs.stopTaking());
  // Mail still being prepared after its answer needs the database: finish it before closing.
  app.addHook('onClose', async () => {
    await jobs.close();
    await app.platform.mailer.drain();
    await app.platform.notifications.close();
    await changes.close();
    await memberships.close();
    await keptAnswers.close();
    await app.platform.dataSources.closeAll();
    await redis?.quit();
  });

  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) return reply.status(err.status).send(err.toBody());
    if (err.validation) {
      const where = err.validationContext ?? 'request';
      return reply.status(400).send({ status: 400, error: 'Bad Request', message: `Invalid ${where}: ${err.message}` });
    }
    const database = databaseErrorOf(err);
    if (database && isDataException(database)) {
      return reply.status(400).send({ status: 400, error: 'Bad Request', message: 'A value in the request is out of range or malformed' });
    }
    const status = !database && err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
    if (status >= 500) request.log.error({ err: loggableError(err) }, 'request failed');
    return reply.status(status).send({
      status, error: status === 429 ? 'Too Many Requests' : status >= 500 ? 'Internal Server Error' : 'Bad Request',
      message: status >= 500 ? 'something went wrong' : err.message,
    });
  });

  app.setNotFoundHandler((request, reply) => reply.status(404).send({
    status: 404, error: 'Not Found', message: `No route for ${request.method} ${request.url.split('?')[0]}`,
  }));

  await addSecurityHeaders(app, config);
  refuseNulCharacters(app);
  checkRouteAccess(app);
  announceChanges(app);
  app.decorate('secretRoutes', []);
  app.addHook('onRoute', keepAnswersOfMarkedRoutes(keptAnswers));
  // Before @fastify/rate-limit, whose onRoute hook installs the request limit this one gives secret checks.
  app.addHook('onRoute', secretRouteAudit(app, { max: config.loginRateLimit, timeWindow: '1 minute' }));
  await app.register(rateLimit, {
    global: false, keyGenerator: clientAddress,
    ...(redis && { redis, nameSpace: `${config.redisKeyPrefix}rate-limit:` }),
  });
  await app.register(swagger, openApiDocument(config, domainOpenApiTags));
  // The shared error schema every route's error answers refer to (http/responses.ts).
  app.addSchema(ErrorBody);
  documentOperations(app);

  // One plugin per domain (domains/registry.ts); each mounts its routes under their URL prefixes (DESIGN §3).
  for (const domain of platformDomains) await app.register(domain);
  await serveConsole(app, config);

  return app;
}
