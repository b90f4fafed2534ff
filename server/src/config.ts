// Runtime configuration, from environment variables only (documented in README.md).
import { loadSsoConfig, type SsoConfig } from './domains/singleSignOn/config';
import { loadAiConfig, type AiConfig } from './domains/aiAssistant/config';
import type { AttemptLimits } from './security/attempts';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  adminUsername?: string;
  adminPassword?: string;
  demoSeed: boolean;
  tokenSecret?: string;
  smtpUrl?: string;
  /** The console's public origin, for links in mail (verification, invitations, password reset). */
  publicUrl: string;
  /** Access-token lifetime in seconds. */
  accessTokenTtl: number;
  /** Refresh-token lifetime in seconds. */
  refreshTokenTtl: number;
  /** Attempts per minute per IP on login-like routes. */
  loginRateLimit: number;
  /** Failed secret checks (password, two-factor code, keys and tokens) before the factor locks, and for how long. */
  secretAttempts: AttemptLimits;
  /** Redis shared by replicas for the attempt and rate limits; each process counts in its memory when unset. */
  redisUrl?: string;
  /** Prefix of this deployment's keys in Redis. */
  redisKeyPrefix: string;
  /** RabbitMQ that replicas share the background jobs (migrations, exports) through; each process runs its own when unset. */
  rabbitMqUrl?: string;
  /** Prefix of this deployment's queue names in RabbitMQ. */
  rabbitMqQueuePrefix: string;
  /** Proxies whose X-Forwarded-For names the client (Fastify's trustProxy): per-address limits need it behind a load balancer. */
  trustProxy: boolean | string;
  /** Requests per minute per IP on the routes that send mail or create records without sign-in (register, verifyMail, resetPasswordMail, create-request). */
  mailRateLimit: number;
  /** When false, resetPasswordMail refuses with the spec's "password reset requests were disabled" message. */
  passwordResetEnabled: boolean;
  /** How long an invitation link stays valid, in days (renewed when the invitation is resent). */
  invitationTtlDays: number;
  /** Activity traces older than this many days are deleted (hourly, and at start). */
  activityRetentionDays: number;
  /** Verifications of one API key a minute: far above an app's honest needs, far below a flood's. */
  apiKeyVerifyRateLimit: number;
  /** Console build to serve under /admin; absent in API-only set-ups. */
  consoleDir?: string;
  /** Service base URLs written to /admin/config.json, for deployments that split services. */
  serviceUrls: Record<string, string>;
  /** Which reading of the language switcher the console offers (console-shell.md §1). */
  languageMode: 'full' | 'short';
  uiVersion: string;
  apiVersion: string;
  /** The API's contact in the OpenAPI document (API_CONTACT_NAME, API_CONTACT_EMAIL, API_CONTACT_URL; the console's address when unset). */
  apiContact: { name: string; email?: string; url?: string };
  /** The API's licence in the OpenAPI document (API_LICENSE_NAME, API_LICENSE_URL; the console's address when unset). */
  apiLicense: { name: string; url?: string };
  logLevel: string;
  /** Single sign-on providers that are turned on (SSO_<PROVIDER>_CLIENT_ID and _SECRET). */
  sso: SsoConfig;
  /** The AI code assistant's OpenAI-compatible service (AI_BASE_URL, AI_API_KEY, AI_MODEL), its time-out and per-user limit. */
  ai: AiConfig;
  /** Hosts (names, IP addresses or CIDR ranges) connector calls may reach although private (CONNECTOR_ALLOWED_HOSTS). */
  connectorAllowedHosts: string[];
  /** Hosts (names, IP addresses or CIDR ranges) database connections may reach although private (DATABASE_ALLOWED_HOSTS). */
  databaseAllowedHosts: string[];
  /** Whether data sources may reach the platform's PostgreSQL server's other databases (DATABASE_ALLOW_PLATFORM_SERVER); its own database never. */
  databaseAllowPlatformServer: boolean;
  /** A connector test call's whole time-out, in milliseconds. */
  connectorTimeoutMs: number;
  /** The most of a connector response read, in bytes; the rest is cut. */
  connectorMaxResponseBytes: number;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
}

function trustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

function hostList(value: string | undefined): string[] {
  return (value ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);
}

function languageMode(value: string | undefined): 'full' | 'short' {
  if (!value) return 'full';
  if (value !== 'full' && value !== 'short') throw new Error(`LANGUAGE_MODE must be "full" or "short", got "${value}"`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const databaseUrl = env.DATABASE_URL || undefined;
  const serviceUrls: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    const m = /^SERVICE_URL_([A-Z_]+)$/.exec(key);
    if (m && value) serviceUrls[m[1].toLowerCase().replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())] = value;
  }
  return {
    port: positiveInt('PORT', env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    dataDir: env.DATA_DIR || './data',
    databaseUrl,
    adminUsername: env.ADMIN_USERNAME || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    demoSeed: flag(env.DEMO_SEED, !databaseUrl),
    tokenSecret: env.TOKEN_SECRET || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${positiveInt('PORT', env.PORT, 8080)}`).replace(/\/$/, ''),
    accessTokenTtl: positiveInt('ACCESS_TOKEN_TTL', env.ACCESS_TOKEN_TTL, 900),
    refreshTokenTtl: positiveInt('REFRESH_TOKEN_TTL', env.REFRESH_TOKEN_TTL, 7 * 24 * 3600),
    loginRateLimit: positiveInt('LOGIN_RATE_LIMIT', env.LOGIN_RATE_LIMIT, 10),
    mailRateLimit: positiveInt('MAIL_RATE_LIMIT', env.MAIL_RATE_LIMIT, 5),
    secretAttempts: {
      perUser: positiveInt('SECRET_FAILURES_PER_USER', env.SECRET_FAILURES_PER_USER, 5),
      perAddress: positiveInt('SECRET_FAILURES_PER_ADDRESS', env.SECRET_FAILURES_PER_ADDRESS, 20),
      windowSeconds: positiveInt('SECRET_FAILURE_WINDOW', env.SECRET_FAILURE_WINDOW, 900),
      lockoutSeconds: positiveInt('SECRET_LOCKOUT', env.SECRET_LOCKOUT, 900),
    },
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'platform:',
    rabbitMqUrl: env.RABBITMQ_URL || undefined,
    rabbitMqQueuePrefix: env.RABBITMQ_QUEUE_PREFIX || 'platform.jobs.',
    trustProxy: trustProxy(env.TRUST_PROXY),
    passwordResetEnabled: flag(env.PASSWORD_RESET_ENABLED, true),
    invitationTtlDays: positiveInt('INVITATION_TTL_DAYS', env.INVITATION_TTL_DAYS, 7),
    activityRetentionDays: positiveInt('ACTIVITY_RETENTION_DAYS', env.ACTIVITY_RETENTION_DAYS, 365),
    apiKeyVerifyRateLimit: positiveInt('API_KEY_VERIFY_RATE_LIMIT', env.API_KEY_VERIFY_RATE_LIMIT, 6_000),
    consoleDir: env.CONSOLE_DIR || './dist/console',
    serviceUrls,
    languageMode: languageMode(env.LANGUAGE_MODE),
    uiVersion: env.npm_package_version || '0.1.0',
    apiVersion: env.API_VERSION || '0.1.0',
    apiContact: {
      name: env.API_CONTACT_NAME || 'Platform operators',
      ...(env.API_CONTACT_EMAIL && { email: env.API_CONTACT_EMAIL }),
      ...(env.API_CONTACT_URL && { url: env.API_CONTACT_URL }),
    },
    apiLicense: { name: env.API_LICENSE_NAME || 'Proprietary', ...(env.API_LICENSE_URL && { url: env.API_LICENSE_URL }) },
    logLevel: env.LOG_LEVEL || 'info',
    sso: loadSsoConfig(env),
    ai: loadAiConfig(env),
    connectorAllowedHosts: hostList(env.CONNECTOR_ALLOWED_HOSTS),
    databaseAllowedHosts: hostList(env.DATABASE_ALLOWED_HOSTS),
    databaseAllowPlatformServer: flag(env.DATABASE_ALLOW_PLATFORM_SERVER, false),
    connectorTimeoutMs: positiveInt('CONNECTOR_TIMEOUT_MS', env.CONNECTOR_TIMEOUT_MS, 10_000),
    connectorMaxResponseBytes: positiveInt('CONNECTOR_MAX_RESPONSE_BYTES', env.CONNECTOR_MAX_RESPONSE_BYTES, 256 * 1024),
    ...overrides,
  };
}
