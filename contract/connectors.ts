// Connectors' wire shapes (developer-portal.md §3 "Link to connector", "Connector API", "Instance
// connector API", §7 "Connectors"). Secrets are write-only: requests may carry them, views only say
// whether one is set.
import { Type, type Static } from 'typebox';
import { Id, Nullable } from './wireTypes';
import { pagedResponse, pageQuery, sortParamQuery } from './pagingSchemas';
import {
  API_SORT_FIELDS, AUTH_TYPES, CONNECTOR_API_NAME_MAX, CONNECTOR_BODY_MAX, CONNECTOR_PAIRS_MAX, CONNECTOR_URL_MAX, FAILURE_KINDS,
  HEADER_NAME_MAX, HEADER_VALUE_MAX, HTTP_METHODS, LINK_STATUSES, PLACEHOLDER_NAME, PLACEHOLDERS_MAX, SECRET_MAX,
  SERVICE_SORT_FIELDS,
} from './connectorsRules';

// ---- Links (POST /developerApp/link-connector-app, GET /developerApp/link-connectors-app) ----

export const LinkBody = Type.Object({
  appInstanceId: Id({ description: 'The account’s app instance being linked' }),
  accountId: Type.Optional(Id({ description: 'Must be the accountId header' })),
  connectorAppInstanceId: Id({ description: 'The account’s instance (subscription) of a connector' }),
  status: Type.Enum([...LINK_STATUSES], { description: 'ACTIVE links, INACTIVE removes' }),
  userCreated: Type.Optional(Nullable(Id())),
  userUpdated: Type.Optional(Nullable(Id())),
});
export type LinkBody = Static<typeof LinkBody>;

export const LinkView = Type.Object({
  id: Type.Integer(),
  appInstanceId: Type.Integer(),
  accountId: Type.Integer(),
  connectorAppInstanceId: Type.Integer(),
  connectorAppId: Type.Integer(),
  connectorName: Type.String(),
  status: Type.String(),
  userCreated: Nullable(Type.Integer()),
  userUpdated: Nullable(Type.Integer()),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type LinkView = Static<typeof LinkView>;

/** A connector the account subscribes to (GET /developerApp/services). */
export const ConnectorInstanceView = Type.Object({
  id: Type.Integer({ description: 'The connector instance (subscription) id' }),
  appInstanceId: Type.Integer(),
  appId: Type.Integer(),
  name: Type.String(),
  description: Nullable(Type.String()),
  logo: Nullable(Type.String()),
  logoType: Nullable(Type.String()),
  status: Type.String(),
});
export type ConnectorInstanceView = Static<typeof ConnectorInstanceView>;

// ---- Connector APIs (/connector/v1/connector-api) ----

export const NameValue = Type.Object({
  name: Type.String({ minLength: 1, maxLength: HEADER_NAME_MAX, pattern: "^[A-Za-z0-9!#$%&'*+.^_`|~-]+$" }),
  value: Type.String({ maxLength: HEADER_VALUE_MAX }),
});
export type NameValue = Static<typeof NameValue>;

const Pairs = Type.Array(NameValue, { maxItems: CONNECTOR_PAIRS_MAX });
const Text = (maxLength: number) => Type.String({ maxLength });

/** The non-secret part of an API's authentication. */
export const AuthSettings = Type.Object({
  type: Type.Enum([...AUTH_TYPES]),
  /** apiKey: the header or query parameter that carries the key. */
  keyName: Type.Optional(Nullable(Type.String({ maxLength: HEADER_NAME_MAX, pattern: "^[A-Za-z0-9!#$%&'*+.^_`|~-]*$" }))),
  keyIn: Type.Optional(Nullable(Type.Enum(['header', 'query']))),
  /** basic: the user name; oauth2ClientCredentials: the client id. */
  username: Type.Optional(Nullable(Text(500))),
  /** oauth2ClientCredentials: the token endpoint and scope. */
  tokenUrl: Type.Optional(Nullable(Text(CONNECTOR_URL_MAX))),
  scope: Type.Optional(Nullable(Text(500))),
});
export type AuthSettings = Static<typeof AuthSettings>;

export const ConnectorApiBody = Type.Object({
  connectorId: Type.Optional(Id({ description: 'The connector (app id); fixed once created' })),
  name: Type.String({ minLength: 1, maxLength: CONNECTOR_API_NAME_MAX }),
  method: Type.Enum([...HTTP_METHODS]),
  url: Type.String({ minLength: 1, maxLength: CONNECTOR_URL_MAX, description: 'http(s)://host/path with {{placeholders}} in path and query' }),
  headers: Type.Optional(Pairs),
  query: Type.Optional(Pairs),
  bodyTemplate: Type.Optional(Nullable(Text(CONNECTOR_BODY_MAX))),
  auth: Type.Optional(AuthSettings),
  /** The API key, bearer token, password or client secret. Absent: unchanged; empty: removed. Never sent back. */
  secret: Type.Optional(Nullable(Text(SECRET_MAX))),
});
export type ConnectorApiBody = Static<typeof ConnectorApiBody>;

/** Adding an API names its connector. */
export const ConnectorApiCreateBody = Type.Object({ ...ConnectorApiBody.properties, connectorId: Id({ description: 'The connector (app id)' }) });
export type ConnectorApiCreateBody = Static<typeof ConnectorApiCreateBody>;

export const ConnectorApiView = Type.Object({
  id: Type.Integer(),
  connectorId: Type.Integer(),
  name: Type.String(),
  method: Type.String(),
  url: Type.String(),
  headers: Type.Array(NameValue),
  query: Type.Array(NameValue),
  bodyTemplate: Nullable(Type.String()),
  auth: AuthSettings,
  hasSecret: Type.Boolean({ description: 'Whether a secret is set; its value is never returned' }),
  placeholders: Type.Array(Type.String()),
  userCreated: Nullable(Type.Integer()),
  userUpdated: Nullable(Type.Integer()),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type ConnectorApiView = Static<typeof ConnectorApiView>;

/** A single change's answer: the message the success dialog shows and the record. */
export const ConnectorApiResult = Type.Object({ message: Type.String(), connectorApi: ConnectorApiView });
export type ConnectorApiResult = Static<typeof ConnectorApiResult>;

// ---- Instance connector APIs (/connector/v1/connector-instance-api) ----

export const PlaceholderValues = Type.Record(Type.String({ pattern: PLACEHOLDER_NAME, maxLength: 64 }), Type.String({ maxLength: HEADER_VALUE_MAX }), {
  maxProperties: PLACEHOLDERS_MAX,
});
export type PlaceholderValues = Static<typeof PlaceholderValues>;

export const InstanceApiBody = Type.Object({
  id: Type.Optional(Nullable(Id())),
  appId: Type.Optional(Id({ description: 'The connector (app id)' })),
  appInstanceId: Id({ description: 'The account’s app instance linked to the connector' }),
  connectorApiId: Id(),
  baseUrl: Type.Optional(Nullable(Text(CONNECTOR_URL_MAX))),
  placeholderValues: Type.Optional(PlaceholderValues),
  /** basic: the user name; oauth2ClientCredentials: the client id (the instance's own credentials). */
  username: Type.Optional(Nullable(Text(500))),
  /** The instance's own secret. Absent: unchanged; empty: removed. Never sent back. */
  secret: Type.Optional(Nullable(Text(SECRET_MAX))),
});
export type InstanceApiBody = Static<typeof InstanceApiBody>;

export const InstanceApiView = Type.Object({
  id: Type.Integer(),
  appId: Type.Integer(),
  appInstanceId: Type.Integer(),
  connectorApiId: Type.Integer(),
  baseUrl: Nullable(Type.String()),
  placeholderValues: Type.Record(Type.String(), Type.String()),
  username: Nullable(Type.String()),
  hasSecret: Type.Boolean(),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type InstanceApiView = Static<typeof InstanceApiView>;

export const InstanceApiResult = Type.Object({ message: Type.String(), data: InstanceApiView });
export type InstanceApiResult = Static<typeof InstanceApiResult>;

// ---- Test calls (POST /connector/v1/test-connector-apis) ----

export const TestCallBody = Type.Object({
  placeholderValues: Type.Optional(PlaceholderValues),
});
export type TestCallBody = Static<typeof TestCallBody>;

const Ms = Nullable(Type.Number());

export const TestTranscript = Type.Object({
  ok: Type.Boolean({ description: 'A response came back (whatever its status)' }),
  request: Type.Object({
    method: Type.String(),
    url: Type.String({ description: 'As sent, secrets redacted' }),
    headers: Type.Array(NameValue),
    body: Nullable(Type.String()),
    credentialsSent: Type.Boolean(),
    credentialsWithheld: Type.Boolean({ description: 'The connector’s own credentials were not sent: the base URL leaves its origin' }),
  }),
  response: Nullable(Type.Object({
    status: Type.Integer(),
    headers: Type.Array(NameValue),
    body: Type.String(),
    bodyIsJson: Type.Boolean({ description: 'The body was JSON and is shown pretty-printed' }),
    bodyTruncated: Type.Boolean(),
    size: Type.Integer({ description: 'Bytes read' }),
  })),
  redirects: Type.Array(Type.Object({ status: Type.Integer(), location: Type.String() })),
  timings: Type.Object({ dnsMs: Ms, connectMs: Ms, tlsMs: Ms, firstByteMs: Ms, totalMs: Type.Number() }),
  failure: Nullable(Type.Object({ kind: Type.Enum([...FAILURE_KINDS]), message: Type.String() })),
  limits: Type.Object({ timeoutMs: Type.Integer(), maxResponseBytes: Type.Integer() }),
});
export type TestTranscript = Static<typeof TestTranscript>;

// ---- The routes' other parts (contract/connectorsRoutes.ts) ----

/** A record's id in the path. */
export const ConnectorRecordParams = Type.Object({ id: Id() });
export type ConnectorRecordParams = Static<typeof ConnectorRecordParams>;

/** A change answered by its message alone. */
export const ConnectorMessage = Type.Object({ message: Type.String() });
export type ConnectorMessage = Static<typeof ConnectorMessage>;

export const ConnectorInstanceListQuery = Type.Object({
  accountId: Type.Optional(Id({ description: 'Must be the accountId header' })),
  ...pageQuery, ...sortParamQuery(SERVICE_SORT_FIELDS),
});
export type ConnectorInstanceListQuery = Static<typeof ConnectorInstanceListQuery>;
export const ConnectorInstancePage = pagedResponse(ConnectorInstanceView);
export type ConnectorInstancePage = Static<typeof ConnectorInstancePage>;

export const LinkListQuery = Type.Object({
  appInstanceId: Id(),
  status: Type.Optional(Type.Enum([...LINK_STATUSES])),
});
export type LinkListQuery = Static<typeof LinkListQuery>;
export const LinkList = Type.Array(LinkView);
export type LinkList = Static<typeof LinkList>;
export const LinkResult = Type.Object({ message: Type.String(), data: LinkView });
export type LinkResult = Static<typeof LinkResult>;

export const ConnectorApiListQuery = Type.Object({ appId: Id({ description: 'The connector' }), ...pageQuery, ...sortParamQuery(API_SORT_FIELDS) });
export type ConnectorApiListQuery = Static<typeof ConnectorApiListQuery>;
export const ConnectorApiPage = pagedResponse(ConnectorApiView);
export type ConnectorApiPage = Static<typeof ConnectorApiPage>;

export const InstanceApiQuery = Type.Object({
  appId: Type.Optional(Id({ description: 'The connector' })),
  appInstanceId: Id(),
  connectorApiId: Type.Optional(Id()),
});
export type InstanceApiQuery = Static<typeof InstanceApiQuery>;
export const InstanceApiList = Type.Array(InstanceApiView);
export type InstanceApiList = Static<typeof InstanceApiList>;

export const TestCallQuery = Type.Object({
  appId: Id({ description: 'The connector' }),
  connectorApiId: Id(),
  appInstanceId: Type.Optional(Id({ description: 'The account’s app instance whose values to use; absent: the developer’s own test' })),
});
export type TestCallQuery = Static<typeof TestCallQuery>;
/** The body may be left out: the test uses the stored values alone. */
export const TestCallOptionalBody = Type.Optional(TestCallBody);
export type TestCallOptionalBody = Static<typeof TestCallOptionalBody>;
