// POST /developerApp/accountAppInstance (developer-portal.md §7): subscribe the caller's account
// to an app, or unsubscribe it with status INACTIVE. Rules in ../subscriptions.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { recordActivity } from '../../../core/activity';
import { errorResponses } from '../../../http/responses';
import { inAccount, requireCaller, requireTenant } from '../../../security/guard';
import { VIEW_FLAGS } from '../../../../../contract/developerPortalFlags';
import { SUBSCRIBE_FLAGS } from '../../../../../contract/marketplaceFlags';
import { changeSubscription } from '../subscriptions';
import { InstanceBody, InstanceView } from '../../../../../contract/marketplace';

const tags = ['developerApp'];
const subscriptionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;

  app.post('/accountAppInstance', {
    schema: {
      tags, summary: "Subscribe the caller's account to an app (status ACTIVE) or unsubscribe it (INACTIVE)",
      querystring: Type.Object({ userType: Type.Optional(Type.String({ maxLength: 20, description: "The caller's user type (informative: the server reads it from the membership)" })) }),
      body: InstanceBody,
      response: { 200: Type.Object({ message: Type.String(), data: InstanceView }), ...errorResponses(400, 401, 403, 404, 409) },
    },
    preHandler: inAccount(...VIEW_FLAGS, ...SUBSCRIBE_FLAGS),
  }, async (request) => {
    const tenant = requireTenant(request);
    const { userId } = requireCaller(request);
    const body = request.body;
    const instance = await changeSubscription(db, { userId, accountId: tenant.accountId, flags: tenant.flags }, {
      accountId: body.accountId, appId: body.appId, status: body.status,
      subscriptionTerm: body.subscriptionTerm ?? undefined, subscriptionRenewalTerm: body.subscriptionRenewalTerm ?? undefined,
      environment: body.environment ?? undefined, name: body.name ?? undefined, type: body.type ?? undefined,
    });
    const subscribed = instance.status === 'ACTIVE';
    const message = subscribed ? `Subscribed to ${instance.name ?? 'the app'} successfully` : `Unsubscribed from ${instance.name ?? 'the app'} successfully`;
    await recordActivity(db, {
      accountId: tenant.accountId, userId, key: subscribed ? 'subscription.subscribed' : 'subscription.unsubscribed', params: { name: instance.name ?? '' },
      details: { appId: instance.appId, appInstanceId: instance.id, subscriptionTerm: instance.subscriptionTerm },
    });
    const { id, accountId, appId, status, subscriptionTerm, subscriptionRenewalTerm, environment, name, type } = instance;
    return { message, data: { id, accountId, appId, status, subscriptionTerm, subscriptionRenewalTerm, environment, name, type } };
  });
};

export default subscriptionRoutes;
