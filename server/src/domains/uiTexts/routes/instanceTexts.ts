// An instance's own UI texts (developer-portal.md §7 "UI properties", instance level): the
// subscribing account reads its app's texts beside its overrides and replaces the whole set of
// overrides at once (the spec's one PUT serves save and delete). Another account's instance: 404;
// manage_ui_texts. Traced.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { recordActivity } from '../../../core/activity';
import { mountDeclared } from '../../../http/declaredRoute';
import { instanceTextRoutes as declared } from '../../../../../contract/uiTextsRoutes';
import { pageOf } from '../../../http/paging';
import { requireCaller, requireTenant } from '../../../security/guard';
import { InstanceUiTextListQuery, InstanceUiTextPage, InstanceUiTextsParams, InstanceUiTextsSave, Message } from '../../../../../contract/uiTexts';
import { accountInstance } from '../../developerPortal/api';
import { checkedOverrides, instanceTexts, propertyNamesOf, saveOverrides } from '../instanceTexts';

const instanceTextRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;

  mountDeclared(app, declared.list, { params: InstanceUiTextsParams, query: InstanceUiTextListQuery, response: InstanceUiTextPage }, {
    summary: "The instance's app texts beside the instance's own, paged by property name", errors: [400, 401, 403, 404],
  }, async (request) => {
    const instance = await accountInstance(db, requireTenant(request).accountId, request.params.appInstanceId);
    const direction = request.query.sortorder?.toLowerCase() === 'desc' ? 'desc' : 'asc';
    return instanceTexts(db, instance, request.query.query, direction, pageOf(request.query));
  });

  mountDeclared(app, declared.save, { params: InstanceUiTextsParams, body: InstanceUiTextsSave, response: Message }, {
    summary: "Replace the instance's own texts (a property left out shows the app's text again)", errors: [400, 401, 403, 404],
  }, async (request) => {
    const { accountId } = requireTenant(request);
    const { userId } = requireCaller(request);
    const instance = await accountInstance(db, accountId, request.params.appInstanceId);
    const overrides = checkedOverrides(request.body.uiPropertyValues, await propertyNamesOf(db, instance.appId));
    await saveOverrides(db, instance.id, overrides, userId);
    await recordActivity(db, {
      accountId, userId, key: 'uiText.instanceSaved',
      details: { appInstanceId: instance.id, properties: Object.keys(overrides).length },
    });
    return { message: 'Property saved successfully' };
  });
};

export default instanceTextRoutes;
