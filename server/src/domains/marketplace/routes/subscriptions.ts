// POST /developerApp/accountAppInstance (developer-portal.md §7): subscribe the caller's account
// to an app, or unsubscribe it with status INACTIVE. Rules in ../subscriptions.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { recordActivity } from '../../../core/activity';
import { mountDeclared } from '../../../http/declaredRoute';
import { requireCaller, requireTenant } from '../../../security/guard';
import { changeSubscription } from '../subscriptions';
import { marketplaceRoutes as declared } from '../../../../../contract/marketplaceRoutes';
import { InstanceBody, SubscribeQuery, SubscriptionChanged } from '../../../../../contract/marketplace';

const subscriptionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.platform.database.db;

  mountDeclared(app, declared.changeSubscription, { query: SubscribeQuery, body: InstanceBody, response: SubscriptionChanged }, {
    summary: "Subscribe the caller's account to an app (status ACTIVE) or unsubscribe it (INACTIVE)", errors: [400, 401, 403, 404, 409],
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
