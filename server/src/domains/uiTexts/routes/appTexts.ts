// An app's UI texts, as its developer manages them (developer-portal.md §7 "UI properties"): the
// paged list with each locale's problems (missing, placeholders, stale), add, change, delete, and a
// locale's texts exported and imported as one JSON object. Another account's app: 404; the app
// kind's view flag to read, update flag to change. Every change is traced.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { recordActivity } from '../../../core/activity';
import { HttpError, notFound } from '../../../http/errors';
import type { ActivityMessageKey, ActivityParams } from '../../../../../contract/activityLogRules';
import { mountDeclared } from '../../../http/declaredRoute';
import { refuseStaleWrite, staleWriteNote } from '../../../http/staleWrites';
import { appTextRoutes as declared } from '../../../../../contract/uiTextsRoutes';
import { pageOf, parseSortParam } from '../../../http/paging';
import { requireCaller, requireTenant } from '../../../security/guard';
import {
  Message, UI_TEXT_SORT_FIELDS, UiTextBody, UiTextIdParams, UiTextImported, UiTextListQuery, UiTextLocaleImport, UiTextLocaleQuery,
  UiTextLocaleTexts, UiTextPage, UiTextSaved, UiTextUpdate,
} from '../../../../../contract/uiTexts';
import { developerApp } from '../../developerPortal/api';
import {
  createUiText, DEFAULT_UI_TEXT_SORT, deleteUiText, exportLocale, importLocale, listUiTexts, toUiTextView, uiTextOf, updateUiText,
} from '../uiTextStore';

const appTextRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;
  const trace = (accountId: number, userId: number, key: ActivityMessageKey, params: ActivityParams, details: Record<string, unknown>) =>
    recordActivity(db, { accountId, userId, key, params, details });

  mountDeclared(app, declared.list, { query: UiTextListQuery, response: UiTextPage }, {
    summary: "An app's UI texts, paged, with each locale's problems (search on name, default value, description)",
    errors: [400, 401, 403, 404],
  }, async (request) => {
    const target = await developerApp(db, requireTenant(request), request.query.appId, 'view');
    const sort = parseSortParam(request.query.sort, UI_TEXT_SORT_FIELDS, DEFAULT_UI_TEXT_SORT);
    return listUiTexts(db, target.id, request.query.query, sort, pageOf(request.query));
  });

  mountDeclared(app, declared.create, { body: UiTextBody, response: UiTextSaved }, {
    summary: 'Add a UI text to one of the caller\'s account\'s apps', status: 201, errors: [400, 401, 403, 404, 409],
  }, async (request, reply) => {
    const tenant = requireTenant(request);
    const { userId } = requireCaller(request);
    const target = await developerApp(db, tenant, request.body.appId, 'update');
    const created = await createUiText(db, target.id, request.body, userId);
    await trace(tenant.accountId, userId, 'uiText.created', { name: created.propertyName, app: target.name }, { appId: target.id, propertyName: created.propertyName });
    return reply.code(201).send({ message: 'Property saved successfully', data: toUiTextView(created) });
  });

  /** The property, once its app is found to be one of the caller's account's, with the flag needed. */
  const ownText = async (request: Parameters<typeof requireTenant>[0], propId: number, need: 'view' | 'update') => {
    const row = await uiTextOf(db, propId);
    // Another account's app's text answers as a missing text: its app is not named.
    const target = await developerApp(db, requireTenant(request), row.appId, need).catch((error: unknown) => {
      throw error instanceof HttpError && error.status === 404 ? notFound('Property') : error;
    });
    return { row, target };
  };

  mountDeclared(app, declared.update, { params: UiTextIdParams, body: UiTextUpdate, response: UiTextSaved }, {
    summary: 'Change a UI text (its name, texts, description, tag or status)', description: staleWriteNote('updatedAt'),
    errors: [400, 401, 403, 404, 409],
  }, async (request) => {
    const { accountId } = requireTenant(request);
    const { userId } = requireCaller(request);
    const { row, target } = await ownText(request, request.params.propId, 'update');
    refuseStaleWrite(request, row.updatedAt.toISOString(), toUiTextView(row), 'This UI text');
    const updated = await updateUiText(db, row, request.body, userId);
    await trace(accountId, userId, 'uiText.updated', { name: updated.propertyName, app: target.name }, { appId: target.id, propertyName: updated.propertyName });
    return { message: 'Property saved successfully', data: toUiTextView(updated) };
  });

  mountDeclared(app, declared.remove, { params: UiTextIdParams, response: Message }, {
    summary: 'Delete a UI text', errors: [400, 401, 403, 404],
  }, async (request) => {
    const { accountId } = requireTenant(request);
    const { userId } = requireCaller(request);
    const { row, target } = await ownText(request, request.params.propId, 'update');
    await deleteUiText(db, row);
    await trace(accountId, userId, 'uiText.deleted', { name: row.propertyName, app: target.name }, { appId: target.id, propertyName: row.propertyName });
    return { message: 'Property deleted successfully' };
  });

  mountDeclared(app, declared.exportLocale, { query: UiTextLocaleQuery, response: UiTextLocaleTexts }, {
    summary: "One locale's texts of an app as { propertyName: text }, to translate elsewhere", errors: [400, 401, 403, 404],
  }, async (request, reply) => {
    const target = await developerApp(db, requireTenant(request), request.query.appId, 'view');
    const texts = await exportLocale(db, target.id, request.query.locale);
    const file = `${target.name.replace(/[^A-Za-z0-9_-]+/g, '_')}.${request.query.locale}.json`;
    return reply.header('content-disposition', `attachment; filename="${file}"`).send(texts);
  });

  mountDeclared(app, declared.importLocale, { body: UiTextLocaleImport, response: UiTextImported }, {
    summary: "Set one locale's texts of an app's existing properties from { propertyName: text }",
    description: 'Names the app has no property of are listed in unknown and not created; an empty text removes that locale\'s text.',
    errors: [400, 401, 403, 404],
  }, async (request) => {
    const { accountId } = requireTenant(request);
    const { userId } = requireCaller(request);
    const target = await developerApp(db, requireTenant(request), request.body.appId, 'update');
    const result = await importLocale(db, target.id, request.body.locale, request.body.texts, userId);
    await trace(accountId, userId, 'uiText.imported', { count: result.updated, locale: request.body.locale, app: target.name },
      { appId: target.id, locale: request.body.locale, updated: result.updated });
    return { message: 'Texts imported successfully', ...result };
  });
};

export default appTextRoutes;
