// Wire shapes of single sign-on (console-shell.md §3 "Single sign-on payload", §7 calls).
import { Type, type Static } from 'typebox';

/** The providers of sso/config.ts SSO_SYSTEMS. */
export const SsoSystem = Type.Union([Type.Literal('google'), Type.Literal('microsoft'), Type.Literal('linkedin'), Type.Literal('facebook')]);
const Statement = Type.String({ minLength: 1, maxLength: 4096 });
const InvitationKey = Type.String({ minLength: 1, maxLength: 200 });

export const SsoProviderList = Type.Object({
  providers: Type.Array(Type.Object({ ssoSystem: SsoSystem, name: Type.String() })),
});
export type SsoProviderList = Static<typeof SsoProviderList>;
export type SsoProvider = SsoProviderList['providers'][number];

export const SsoAuthorize = Type.Object({
  ssoSystem: SsoSystem,
  key: Type.Optional(InvitationKey),
});

export const SsoAuthorization = Type.Object({
  url: Type.String({ description: "The provider's sign-in page to send the browser to" }),
  flow: Type.String({ description: 'The signed flow state (10 min); keep it in the tab and send it back with the code' }),
});

export const SsoCode = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 4096 }),
  state: Type.String({ minLength: 1, maxLength: 512 }),
  flow: Statement,
  redirect: Type.Optional(Type.String({ maxLength: 2048, description: 'The redirect URI the code was sent to' })),
  iss: Type.Optional(Type.String({ maxLength: 2048, description: "The callback's iss parameter, when the provider sends one" })),
});

export const SsoToken = Type.Object({
  token: Type.String({ description: 'The signed-in identity (5 min), for getLinkedInSSOData, ssoLogin and ssoRegister' }),
  ssoSystem: SsoSystem,
  key: Type.Union([Type.String(), Type.Null()], { description: 'The invitation key the sign-in started with' }),
});

export const SsoTokenQuery = Type.Object({ token: Statement });
export const SsoTokenBody = Type.Object({ token: Statement });
export const InvitationKeyQuery = Type.Object({ key: InvitationKey });
export const OptionalInvitationKeyQuery = Type.Object({ key: Type.Optional(InvitationKey) });

export const SsoPayload = Type.Object({
  username: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  ssoSystem: SsoSystem,
  sso: Type.Literal(true),
  ssoUserId: Type.String(),
});
export type SsoPayload = Static<typeof SsoPayload>;

export const AccountJoined = Type.Object({
  message: Type.String(),
  accountId: Type.Integer(),
  accountUserId: Type.Integer(),
});
