// API keys of an app instance (developer-portal.md §3, §7 "API keys"): the wire schemas.
import { Type, type Static } from 'typebox';
import { Id, Nullable } from './wireTypes';
import { KEY_NAME_MAX, ROLL_GRACE_DEFAULT_HOURS, ROLL_GRACE_MAX_HOURS } from './apiKeysRules';
import { pagedResponse, pageQuery, sortParamQuery } from './pagingSchemas';

export const API_KEY_SORT_FIELDS = ['name', 'createdAt', 'lastUsedAt', 'expiresAt'] as const;

export const ApiKeyView = Type.Object({
  id: Type.Integer(),
  appInstanceId: Type.Integer(),
  appId: Type.Integer(),
  name: Type.String(),
  prefix: Type.String({ description: 'The start of the key, e.g. pk_live_3k9XbQ2mPq7Z; never the secret' }),
  scopes: Type.Array(Type.String()),
  status: Type.Enum(['ACTIVE', 'REVOKED', 'EXPIRED']),
  expiresAt: Nullable(Type.String({ format: 'date-time' })),
  previousValidUntil: Nullable(Type.String({ format: 'date-time', description: 'After a roll: until when the previous secret still works' })),
  lastUsedAt: Nullable(Type.String({ format: 'date-time' })),
  useCount: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type ApiKeyView = Static<typeof ApiKeyView>;

export const ApiKeyListQuery = Type.Object({ appInstanceId: Id(), ...pageQuery, ...sortParamQuery(API_KEY_SORT_FIELDS) });
export const ApiKeyPage = pagedResponse(ApiKeyView);

const Scopes = Type.Array(Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z][a-z0-9_:.-]*$' }), { maxItems: 50 });

export const ApiKeyCreate = Type.Object({
  appInstanceId: Id(),
  name: Type.String({ maxLength: KEY_NAME_MAX + 50 }),
  expiresAt: Type.Optional(Nullable(Type.String({ format: 'date-time', maxLength: 40 }))),
  scopes: Type.Optional(Scopes),
  userId: Type.Optional(Id({ description: 'Accepted for compatibility; the caller is the signed-in user' })),
});
export type ApiKeyCreate = Static<typeof ApiKeyCreate>;

export const ApiKeyUpdate = Type.Object({
  name: Type.Optional(Type.String({ maxLength: KEY_NAME_MAX + 50 })),
  status: Type.Optional(Type.Enum(['REVOKED'], { description: 'Revoking is for good' })),
});
export type ApiKeyUpdate = Static<typeof ApiKeyUpdate>;

export const ApiKeyRoll = Type.Object({
  graceHours: Type.Optional(Type.Integer({ minimum: 0, maximum: ROLL_GRACE_MAX_HOURS, default: ROLL_GRACE_DEFAULT_HOURS })),
});

/** The one answer that carries the secret: at creation and after a roll. */
export const ApiKeyIssued = Type.Object({
  message: Type.String(),
  key: Type.String({ description: 'The whole key. It is shown this once: only its hash is kept.' }),
  data: ApiKeyView,
});
export type ApiKeyIssued = Static<typeof ApiKeyIssued>;

export const ApiKeySaved = Type.Object({ message: Type.String(), data: ApiKeyView });
export const ApiKeyDeleted = Type.Object({ message: Type.String() });

/** GET app-instance-api-key?userId&appInstanceId: the keys one person generated for an instance. */
export const ApiKeysOfUserQuery = Type.Object({
  userId: Id({ description: 'The person who generated the keys' }),
  appInstanceId: Id(),
});
export const API_KEYS_OF_USER_MAX = 100;
/** A key with its instance's app name (developer-portal.md §3 "App instance API key"). */
export const ApiKeyOfUser = Type.Intersect([ApiKeyView, Type.Object({ appName: Type.String() })]);
export type ApiKeyOfUser = Static<typeof ApiKeyOfUser>;
export const ApiKeysOfUser = Type.Object({
  appInstanceApiKey: Type.Array(ApiKeyOfUser, { maxItems: API_KEYS_OF_USER_MAX, description: `The newest ${API_KEYS_OF_USER_MAX} at most; never a secret` }),
});
export type ApiKeysOfUser = Static<typeof ApiKeysOfUser>;
export const ApiKeyParams = Type.Object({ id: Id() });

export const ApiKeyVerify = Type.Object({ key: Type.String({ maxLength: 200 }) });

export const ApiKeyVerified = Type.Object({
  valid: Type.Literal(true),
  keyId: Type.Integer(),
  name: Type.String(),
  accountId: Type.Integer(),
  appId: Type.Integer(),
  appInstanceId: Type.Integer(),
  environment: Type.String(),
  scopes: Type.Array(Type.String()),
  expiresAt: Nullable(Type.String({ format: 'date-time' })),
});
export type ApiKeyVerified = Static<typeof ApiKeyVerified>;
