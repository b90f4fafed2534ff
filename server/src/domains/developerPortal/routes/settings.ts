// Settings forms (developer-portal.md §3 Settings, §7): an app's form configuration (a JSON Schema
// and its default values), edited by the app's developer account, and each instance's values.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { appInstances, apps } from '../../../db/schema';
import { badRequest, forbidden, notFound } from '../../../http/errors';
import { mountDeclared } from '../../../http/declaredRoute';
import { requireCaller, requireTenant } from '../../../security/guard';
import { hasFlag } from '../../../security/permissions';
import { myAppsFlag } from '../../../../../contract/myAppsFlags';
import {
  AppSettings, AppSettingsBody, AppSettingsParams, AppSettingsSaved, InstanceSettings, InstanceSettingsBody,
  InstanceSettingsParams, InstanceSettingsSaved,
} from '../../../../../contract/developerPortal';
import { settingsRoutes as declared } from '../../../../../contract/developerPortalRoutes';
import { updateFlag } from '../../../../../contract/developerPortalFlags';
import { subscribeFlag } from '../../../../../contract/marketplaceFlags';
import { SettingsCheckWorker } from '../settingsCheckWorker';
import { assertSettingsBounds, checkSettings, type JsonObject as Json } from '../settingsValidation';

export const FORM_CONFIGURATION_UPDATED = 'Form configuration updated successfully';
export const SETTINGS_UPDATED = 'Settings updated successfully';

const asJson = (value: unknown) => (value ?? null) as Json | null;

const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;
  const settingsChecks = new SettingsCheckWorker();
  // A listening server has its worker ready; tests (inject) start one only if they check settings.
  app.addHook('onListen', async () => settingsChecks.warmUp());
  app.addHook('onClose', () => settingsChecks.close());

  /** An app of the caller's account (its developer); another account's app is not found. */
  async function developedApp(accountId: number, id: number) {
    const [row] = await db.select({
      id: apps.id, name: apps.name, type: apps.type, settingsSchema: apps.settingsSchema, settingsDefaultValues: apps.settingsDefaultValues,
    }).from(apps).where(and(eq(apps.id, id), eq(apps.developerAccountId, accountId)));
    if (!row) throw notFound('App');
    return { ...row, settingsSchema: asJson(row.settingsSchema), settingsDefaultValues: asJson(row.settingsDefaultValues) };
  }

  async function ownInstanceSettings(accountId: number, appInstanceId: number) {
    const [row] = await db.select({
      appInstanceId: appInstances.id, appId: apps.id, appName: apps.name, type: apps.type,
      settingsSchema: apps.settingsSchema, settingsDefaultValues: apps.settingsDefaultValues,
      settingsValues: appInstances.settingsValues, customSettings: appInstances.customSettings,
    }).from(appInstances).innerJoin(apps, eq(apps.id, appInstances.appId))
      .where(and(eq(appInstances.id, appInstanceId), eq(appInstances.accountId, accountId)));
    if (!row) throw notFound('App instance');
    return {
      ...row, settingsSchema: asJson(row.settingsSchema), settingsDefaultValues: asJson(row.settingsDefaultValues),
      settingsValues: asJson(row.settingsValues), customSettings: asJson(row.customSettings),
    };
  }

  mountDeclared(app, declared.appForm, { params: AppSettingsParams, response: AppSettings }, {
    summary: "An app's form configuration, for its developer account", errors: [400, 401, 403, 404],
  }, async (request) => developedApp(requireTenant(request).accountId, request.params.id));

  mountDeclared(app, declared.replaceAppForm, { params: AppSettingsParams, body: AppSettingsBody, response: AppSettingsSaved }, {
    summary: "Replace an app's form configuration (a JSON Schema and its default values)",
    description: 'Only the app’s developer account, with update_{type}. The schema must compile (patternProperties is refused: '
      + 'the form cannot render it safely) and be checked within a second; the defaults must satisfy it.',
    errors: [400, 401, 403, 404],
  }, async (request) => {
    const tenant = requireTenant(request);
    const target = await developedApp(tenant.accountId, request.params.id);
    if (!hasFlag(tenant.flags, updateFlag(target.type))) throw forbidden();
    const { settingsSchema, settingsDefaultValues = null } = request.body;
    assertSettingsBounds('settingsSchema', settingsSchema);
    assertSettingsBounds('settingsDefaultValues', settingsDefaultValues);
    await checkSettings(settingsChecks, settingsSchema, settingsDefaultValues ? { field: 'settingsDefaultValues', value: settingsDefaultValues } : undefined);
    await db.update(apps).set({ settingsSchema, settingsDefaultValues, userUpdated: requireCaller(request).userId, updatedAt: new Date() })
      .where(eq(apps.id, target.id));
    return { message: FORM_CONFIGURATION_UPDATED, data: { ...target, settingsSchema, settingsDefaultValues } };
  });

  mountDeclared(app, declared.instanceSettings, { params: InstanceSettingsParams, response: InstanceSettings }, {
    summary: "An instance's settings, with its app's form configuration", errors: [400, 401, 403, 404],
  }, async (request) => {
    const tenant = requireTenant(request);
    const settings = await ownInstanceSettings(tenant.accountId, request.params.appInstanceId);
    if (!hasFlag(tenant.flags, myAppsFlag(settings.type))) throw forbidden();
    return settings;
  });

  mountDeclared(app, declared.saveInstanceSettings, { params: InstanceSettingsParams, body: InstanceSettingsBody, response: InstanceSettingsSaved }, {
    summary: "Save an instance's settingsValues (checked against the app's form) and/or customSettings",
    description: 'Only the instance’s own account, with subscribe_{type}.', errors: [400, 401, 403, 404],
  }, async (request) => {
    const tenant = requireTenant(request);
    const current = await ownInstanceSettings(tenant.accountId, request.params.appInstanceId);
    if (!hasFlag(tenant.flags, subscribeFlag(current.type))) throw forbidden();
    const { settingsValues, customSettings } = request.body;
    if (settingsValues === undefined && customSettings === undefined) throw badRequest('Send settingsValues or customSettings');
    assertSettingsBounds('settingsValues', settingsValues);
    assertSettingsBounds('customSettings', customSettings);
    if (settingsValues !== undefined) await checkSettings(settingsChecks, current.settingsSchema ?? {}, { field: 'settingsValues', value: settingsValues });
    const change = {
      ...(settingsValues === undefined ? {} : { settingsValues }),
      ...(customSettings === undefined ? {} : { customSettings }),
    };
    await db.update(appInstances).set({ ...change, userUpdated: requireCaller(request).userId, updatedAt: new Date() })
      .where(eq(appInstances.id, current.appInstanceId));
    return { message: SETTINGS_UPDATED, data: { ...current, ...change } };
  });
};

export default settingsRoutes;
