// The marketplace's wire shapes (developer-portal.md §7 "Apps and subscriptions"): published apps,
// the account's subscriptions, and subscribing (an app instance of the account).
import { Type, type Static } from 'typebox';
import { ENVIRONMENTS } from './marketplaceRules';
import { pagedResponse, pageQuery } from './pagingSchemas';
import { AppKind, Id, Nullable } from './wireTypes';

const AppCard = {
  appId: Type.Integer(),
  name: Type.String(),
  description: Nullable(Type.String()),
  logo: Nullable(Type.String()),
  logoType: Nullable(Type.String()),
  favicon: Nullable(Type.String()),
  accessUrl: Nullable(Type.String()),
  type: Type.String(),
  mode: Nullable(Type.String()),
};

export const PublishedApp = Type.Object({
  id: Type.Integer(),
  ...AppCard,
  published: Nullable(Type.String()),
  status: Type.String(),
  stopNewSubscriptions: Type.Boolean(),
  developerAccountId: Nullable(Type.Integer()),
  developerBusinessName: Nullable(Type.String()),
  subscribed: Type.Boolean({ description: "Whether the caller's account has an ACTIVE subscription" }),
  appInstanceId: Nullable(Type.Integer({ description: "The caller's account's instance (ACTIVE or INACTIVE), if any" })),
  subscriptionStatus: Nullable(Type.String()),
  hasSettingsForm: Type.Boolean(),
});
export type PublishedApp = Static<typeof PublishedApp>;

export const Subscription = Type.Object({
  id: Type.Integer({ description: 'The app instance id (also the subscription id)' }),
  appInstanceId: Type.Integer(),
  subscriptionId: Type.Integer(),
  ...AppCard,
  accountId: Type.Integer(),
  status: Type.String(),
  subscriptionTerm: Nullable(Type.String()),
  subscriptionRenewalTerm: Nullable(Type.String()),
  environment: Nullable(Type.String()),
  hasSettingsForm: Type.Boolean(),
});
export type Subscription = Static<typeof Subscription>;

const optionalText = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

export const InstanceBody = Type.Object({
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

export const InstanceView = Type.Object({
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
export type InstanceView = Static<typeof InstanceView>;

const AccountIdQuery = Type.Optional(Id({ description: 'Must be the accountId header' }));

export const PublishedAppsQuery = Type.Object({
  accountId: AccountIdQuery,
  published: Type.Optional(Type.Literal('PUBLISHED', { description: 'Only published apps are listed' })),
  type: Type.Optional(AppKind),
  appId: Type.Optional(Id({ description: 'Only this app (the detail page)' })),
  ...pageQuery,
});
export const PublishedAppPage = pagedResponse(PublishedApp);

export const SubscribedAppsQuery = Type.Object({ accountId: AccountIdQuery, type: Type.Optional(AppKind), ...pageQuery });
export const SubscriptionPage = pagedResponse(Subscription);

export const InstanceIdParams = Type.Object({ id: Id() });

export const SubscribeQuery = Type.Object({
  userType: Type.Optional(Type.String({ maxLength: 20, description: "The caller's user type (informative: the server reads it from the membership)" })),
});
export const SubscriptionChanged = Type.Object({ message: Type.String(), data: InstanceView });
