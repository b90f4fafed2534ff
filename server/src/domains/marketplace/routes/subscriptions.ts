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
import { ENVIRONMENTS } from '../../../../../contract/marketplaceRules';
import { Id } from '../../../../../contract/wireTypes';

const tags = ['developerApp'];
const optionalText = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

const InstanceBody = Type.Object({
  id: Type.Optional(Type.Union([Id(), Type.Null()], { description: 'Ignored: the account and app name the instance' })),
  accountId: Id(),
  appId: Id(),
  status: Type.Enum(['ACTIVE', 'INACTIVE']),
  subscriptionTerm: optionalText(20),
  subscriptionRenewalTerm: optionalText(20),
  environment: Type.Optional(Type.Union([Type.Enum([...ENVIRONMENTS]), Type.Null()])),
  name: optionalText(250),
  type: optionalText(50),
  userCreated: Type.Optional(Type.Unknown()),
  userUpdated: Type.Optional(Type.Unknown()),
});

const InstanceView = Type.Object({
  id: Type.Integer(),
  accountId: Type.Integer(),
  appId: Type.Integer(),
  status: Type.String(),
  subscriptionTerm: Type.Union([Type.String(), Type.Null()]),
  subscriptionRenewalTerm: Type.Union([Type.String(), Type.Null()]),
  environment: Type.Union([Type.String(), Type.Null()]),
  name: Type.Union([Type.String(), Type.Null()]),
  type: Type.Union([Type.String(), Type.Null()]),
});

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
      accountId: tenant.accountId, userId, type: 'subscription', event: subscribed ? 'subscribed' : 'unsubscribed', message,
      details: { appId: instance.appId, appInstanceId: instance.id, subscriptionTerm: instance.subscriptionTerm },
    });
    const { id, accountId, appId, status, subscriptionTerm, subscriptionRenewalTerm, environment, name, type } = instance;
    return { message, data: { id, accountId, appId, status, subscriptionTerm, subscriptionRenewalTerm, environment, name, type } };
  });
};

export default subscriptionRoutes;
