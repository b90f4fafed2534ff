// Registering, updating (publish, unpublish, stop new subscriptions) and deleting apps, services
// and connectors (developer-portal.md §4, §6). Only the developer account may change its items;
// every change leaves an activity trace.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, sql } from 'drizzle-orm';
import { apps } from '../../../db/schema';
import type { Db } from '../../../db/connection';
import { recordActivity } from '../../../core/activity';
import type { ActivityMessageKey } from '../../../../../contract/activityLogRules';
import { badRequest, conflict, forbidden } from '../../../http/errors';
import { errorResponses } from '../../../http/responses';
import { mountDeclared, declaredPath } from '../../../http/declaredRoute';
import { refuseStaleWrite, staleWriteNote } from '../../../http/staleWrites';
import {
  ADMIN_APP, APP_KINDS, DEVELOPER_APP_PREFIX, DEVELOPER_APP_TYPE, developerAppName,
} from '../../../../../contract/appKinds';
import { hasFlag } from '../../../security/permissions';
import { inAccount, requireCaller, requireTenant, type Tenant } from '../../../security/guard';
import { appByName } from '../appLookup';
import { appFieldProblem, sanitizeDescription } from '../appFields';
import { APP_TYPES, AppBody, AppIdParams, AppMessageResponse, MessageResponse, type AppType } from '../../../../../contract/developerPortal';
import { publishProblem, type Publishable } from '../../../../../contract/developerPortalRules';
import { addFlag, DELETE_FLAG, flagKind, updateFlag, VIEW_FLAGS, viewFlag } from '../../../../../contract/developerPortalFlags';
import { appRoutes as declared } from '../../../../../contract/developerPortalRoutes';
import { developerAppOf, nameTaken, ownedApp, portalSubscribed, toAppView, typeLabel, type AppRow } from '../appStore';

export const PORTAL_NOT_SUBSCRIBED =
  'Developer portal is not Available to this account . Please Subscribe to  Developer portal to continue';

function requireFlag(tenant: Tenant, flag: string): void {
  if (!hasFlag(tenant.flags, flag)) throw forbidden();
}

/** Body values as stored: validated, trimmed, description sanitised; absent fields left out. */
function storedValues(body: AppBody) {
  const problem = appFieldProblem(body);
  if (problem) throw badRequest(problem.message, { field: problem.field });
  const optional = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);
  return {
    name: body.name?.trim(),
    description: body.description === undefined ? undefined : body.description === null ? null : sanitizeDescription(body.description) || null,
    logo: optional(body.logo),
    logoType: body.logoType,
    favicon: optional(body.favicon),
    accessUrl: optional(body.accessUrl),
    published: body.published,
    mode: optional(body.mode),
    status: body.status,
    stopNewSubscriptions: body.stopNewSubscriptions,
  };
}

function portalType(type: string | undefined): AppType {
  const found = APP_TYPES.find((t) => t === (type ?? 'app'));
  if (!found) throw badRequest(`type must be one of ${APP_TYPES.join(', ')}`, { field: 'type' });
  return found;
}

async function checkName(db: Db, name: string, exceptId?: number): Promise<void> {
  if (name.startsWith('DeveloperApp') || name.toLowerCase() === ADMIN_APP.toLowerCase()) {
    throw badRequest('This app name is reserved', { field: 'name' });
  }
  if (await nameTaken(db, name, exceptId)) throw conflict('An app with this name already exists');
}

/** The message of an update: what the user did, in the spec's words (§4). */
function checkPublishable(item: Publishable): void {
  const problem = publishProblem(item);
  if (problem) throw badRequest(problem.message, { field: problem.field });
}

function updateMessage(row: AppRow, changed: Set<string>, next: { published?: string | null; stopNewSubscriptions?: boolean }): string {
  const label = typeLabel(row.type);
  if (changed.size === 1 && changed.has('published')) {
    return `${label} ${next.published === 'PUBLISHED' ? 'published' : 'unpublished'} successfully`;
  }
  if (changed.size === 1 && changed.has('stopNewSubscriptions')) {
    return next.stopNewSubscriptions ? 'New subscriptions stopped successfully' : 'New subscriptions enabled successfully';
  }
  return `${label} updated successfully`;
}

const appChangeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;
  const trace = (tenant: Tenant, userId: number, row: AppRow, event: string, key: ActivityMessageKey) => recordActivity(db, {
    accountId: tenant.accountId, userId, type: row.type, event, key, params: { name: row.name },
    details: { appId: row.id, name: row.name },
  });

  /** The account's developer app with §3's default fields; registering it twice answers the first. */
  async function registerDeveloperApp(tenant: Tenant, userId: number) {
    const name = developerAppName(tenant.accountId);
    const existing = await developerAppOf(db, tenant.accountId, name);
    if (existing) return { created: false, row: await ownedApp(db, tenant.accountId, existing.id, 'changed') };
    const adminApp = await appByName(db, ADMIN_APP);
    const [row] = await db.insert(apps).values({
      name, description: 'Developer App', status: 'ACTIVE', type: DEVELOPER_APP_TYPE, developerAccountId: tenant.accountId,
      logo: `${app.platform.config.publicUrl}/admin/favicon.svg`, logoType: 'URL',
      userCreated: userId, userUpdated: userId, parentAppId: adminApp.id,
    }).onConflictDoNothing().returning();
    // A concurrent registration won the insert: answer its row.
    if (!row) return { created: false, row: await ownedApp(db, tenant.accountId, (await developerAppOf(db, tenant.accountId, name))!.id, 'changed') };
    await trace(tenant, userId, row, 'create', 'app.registered');
    return { created: true, row };
  }

  // Mounted by hand: it answers 201 for a new item and 200 for a developer app registered before.
  app.post(declaredPath(app, declared.create), {
    schema: {
      summary: `Register an app, service, connector or module (add_{type}); name ${DEVELOPER_APP_PREFIX}{accountId} registers the account's developer app`,
      body: AppBody,
      response: { 200: AppMessageResponse, 201: AppMessageResponse, ...errorResponses(400, 401, 403, 404, 409) },
    },
    preHandler: inAccount(...declared.create.flags),
  }, async (request, reply) => {
    const tenant = requireTenant(request);
    const { userId } = requireCaller(request);
    const body = request.body;
    if (body.type === DEVELOPER_APP_TYPE || body.name?.trim() === developerAppName(tenant.accountId)) {
      if (!hasFlag(tenant.flags, ...VIEW_FLAGS)) throw forbidden();
      const { created, row } = await registerDeveloperApp(tenant, userId);
      return reply.status(created ? 201 : 200).send({ message: 'Developer app registered successfully', data: toAppView(row) });
    }
    const type = portalType(body.type);
    requireFlag(tenant, addFlag(flagKind(type)));
    if (!(await portalSubscribed(db, tenant.accountId, developerAppName(tenant.accountId)))) throw forbidden(PORTAL_NOT_SUBSCRIBED);
    const values = storedValues(body);
    if (!values.name) throw badRequest('App name is required', { field: 'name' });
    await checkName(db, values.name);
    const isModule = type === 'module' || type === 'addModule';
    if (isModule) {
      if (!body.parentAppId) throw badRequest('A module needs its parent app (parentAppId)', { field: 'parentAppId' });
      await ownedApp(db, tenant.accountId, body.parentAppId, 'changed');
    } else if (body.parentAppId) {
      throw badRequest('Only modules (type module or addModule) have a parent app', { field: 'parentAppId' });
    }
    if (values.published && !(APP_KINDS as readonly string[]).includes(type)) throw badRequest('Only apps, services and connectors are published');
    if (values.published === 'PUBLISHED') checkPublishable({ type, accessUrl: values.accessUrl, mode: values.mode });
    const [row] = await db.insert(apps).values({
      ...values, name: values.name, type, status: values.status ?? 'ACTIVE', stopNewSubscriptions: values.stopNewSubscriptions ?? false,
      parentAppId: isModule ? body.parentAppId : null, developerAccountId: tenant.accountId, userCreated: userId, userUpdated: userId,
    }).onConflictDoNothing().returning();
    if (!row) throw conflict('An app with this name already exists');
    const message = `${typeLabel(type)} created successfully`;
    await trace(tenant, userId, row, 'create', 'app.created');
    return reply.status(201).send({ message, data: toAppView(row) });
  });

  mountDeclared(app, declared.update, { params: AppIdParams, body: AppBody, response: AppMessageResponse }, {
    summary: 'Update an app: fields, publish/unpublish (update_{type}), or stop new subscriptions (any viewer)',
    description: staleWriteNote('updatedAt'), errors: [400, 401, 403, 404, 409],
  }, async (request) => {
    const tenant = requireTenant(request);
    const { userId } = requireCaller(request);
    const row = await ownedApp(db, tenant.accountId, request.params.id, 'changed');
    if (row.type === DEVELOPER_APP_TYPE) throw forbidden('The developer app cannot be changed');
    const values = storedValues(request.body);
    const type = request.body.type === undefined ? row.type : portalType(request.body.type);
    const next: Record<string, unknown> = { ...values, type };
    const changed = new Set(Object.keys(next).filter((k) => next[k] !== undefined && next[k] !== row[k as keyof AppRow]));
    // The stop-new-subscriptions switch is open to any viewer (§6); everything else needs update_{type}.
    const onlySwitch = changed.size === 1 && changed.has('stopNewSubscriptions');
    requireFlag(tenant, onlySwitch ? viewFlag(flagKind(row.type)) : updateFlag(flagKind(row.type)));
    if (changed.has('type')) requireFlag(tenant, updateFlag(flagKind(type)));
    const current = toAppView(row);
    refuseStaleWrite(request, current.updatedAt, current, `This ${typeLabel(row.type).toLowerCase()}`);
    if (changed.has('name')) await checkName(db, values.name!, row.id);
    if (changed.has('published') && values.published && !(APP_KINDS as readonly string[]).includes(type)) {
      throw badRequest('Only apps, services and connectors are published');
    }
    // Published after this change: it must keep what a subscriber needs.
    if ((values.published ?? row.published) === 'PUBLISHED' && (changed.has('published') || changed.has('accessUrl') || changed.has('mode') || changed.has('type'))) {
      checkPublishable({ type, accessUrl: values.accessUrl === undefined ? row.accessUrl : values.accessUrl, mode: values.mode === undefined ? row.mode : values.mode });
    }
    if (changed.size === 0) return { message: updateMessage(row, changed, values), data: toAppView(row) };
    const [updated] = await db.update(apps).set({ ...values, type, userUpdated: userId, updatedAt: sql`now()` })
      .where(and(eq(apps.id, row.id), eq(apps.developerAccountId, tenant.accountId))).returning();
    const message = updateMessage(updated, changed, values);
    const event = onlySwitch ? 'stop-new-subscriptions' : changed.size === 1 && changed.has('published')
      ? (values.published === 'PUBLISHED' ? 'publish' : 'unpublish') : 'update';
    const key: ActivityMessageKey = event === 'publish' ? 'app.published' : event === 'unpublish' ? 'app.unpublished'
      : event === 'update' ? 'app.updated' : values.stopNewSubscriptions ? 'app.subscriptionsStopped' : 'app.subscriptionsEnabled';
    await trace(tenant, userId, updated, event, key);
    return { message, data: toAppView(updated) };
  });

  mountDeclared(app, declared.remove, { params: AppIdParams, response: MessageResponse }, {
    summary: 'Delete an app and its modules (delete_app); AdminApp and the developer app cannot be deleted', errors: [400, 401, 403, 404],
  }, async (request) => {
    const tenant = requireTenant(request);
    const { userId } = requireCaller(request);
    const row = await ownedApp(db, tenant.accountId, request.params.id, 'deleted');
    requireFlag(tenant, DELETE_FLAG);
    if (row.type === DEVELOPER_APP_TYPE) throw forbidden('The developer app cannot be deleted');
    await db.transaction(async (tx) => {
      await tx.delete(apps).where(and(eq(apps.parentAppId, row.id), eq(apps.developerAccountId, tenant.accountId)));
      await tx.delete(apps).where(eq(apps.id, row.id));
    });
    const message = `${typeLabel(row.type)} deleted successfully`;
    await trace(tenant, userId, row, 'delete', 'app.deleted');
    return { message };
  });
};

export default appChangeRoutes;
