// My Apps' wire shapes (console-shell.md §7): signing in to a subscribed app with a single-use code.
import { Type, type Static } from 'typebox';
import { Id } from './wireTypes';

export const AppLoginRequest = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 320 }),
  userId: Id(),
  accountId: Id(),
  accountUserId: Id(),
  businessName: Type.Optional(Type.String({ maxLength: 250 })),
  accountCode: Type.Optional(Type.String({ maxLength: 100 })),
  appInstanceId: Id(),
  subscriptionId: Id(),
  appId: Id(),
});

export const AppLoginReply = Type.Object({
  accessToken: Type.String({ description: 'Single-use code for the app: redeem it once at POST /auth/appLoginToken' }),
  accountId: Type.Integer(),
  appId: Type.Integer(),
  subscriptionId: Type.Integer(),
  accessUrl: Type.String(),
  expiresIn: Type.Integer({ description: 'Seconds the code stays valid' }),
  roles: Type.Array(Type.String(), { description: "The names of the roles the user holds in the instance (assigned, else the user type's defaults)" }),
  permissionIds: Type.Array(Type.String(), { description: 'The permission ids those roles grant, sorted' }),
});
export type AppLoginReply = Static<typeof AppLoginReply>;

export const AppSignIn = Type.Object({
  userId: Type.Integer(),
  username: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  accountId: Type.Integer(),
  accountUserId: Type.Integer(),
  userType: Type.String(),
  businessName: Type.String(),
  accountCode: Type.String(),
  appId: Type.Integer(),
  appInstanceId: Type.Integer(),
  subscriptionId: Type.Integer(),
  roles: Type.Array(Type.String()),
  permissions: Type.Record(Type.String(), Type.Boolean()),
  permissionIds: Type.Array(Type.String(), { description: 'The same permissions as a sorted list of ids' }),
});
export type AppSignIn = Static<typeof AppSignIn>;

export const AppLoginCodeQuery = Type.Object({
  code: Type.String({ pattern: '^[0-9]{1,16}$', maxLength: 16, description: 'The console’s current time in milliseconds' }),
});
