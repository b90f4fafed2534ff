// Wire shapes of the auth service (console-shell.md §3, §7). The OpenAPI document is built from them.
import { Type, type Static } from 'typebox';
import { MAX_IMAGE_FIELD_LENGTH } from './images';
import { Nullable } from './wireTypes';

export const Username = Type.String({ minLength: 1, maxLength: 320 });
const Secret = Type.String({ minLength: 1, maxLength: 1024 });
const Code = Type.String({ minLength: 1, maxLength: 16, description: 'The 6-digit code of the authenticator app' });
const Name = Type.String({ minLength: 1, maxLength: 100 });

export const Message = Type.Object({ message: Type.String() });

export const Credentials = Type.Object({ username: Username, password: Secret });

export const TokenPair = Type.Object({ accessToken: Type.String(), refreshToken: Type.String() });

export const SignedIn = Type.Object({
  token: TokenPair,
  userId: Type.Integer(),
  username: Type.String(),
  defaultAccountId: Nullable(Type.Integer()),
  profilePicture: Nullable(Type.String()),
  firstName: Type.String(),
  lastName: Type.String(),
});

export const MfaChallenge = Type.Object({
  username: Type.String(),
  using2fa: Type.Literal(true),
  mfaToken: Type.String({ description: 'Proof of the password for 5 minutes; send it to twoFactorAuth' }),
});

export const LoginReply = Type.Union([SignedIn, MfaChallenge]);
export type SignedIn = Static<typeof SignedIn>;
export type MfaChallenge = Static<typeof MfaChallenge>;

export const TwoFactorLogin = Type.Object({ username: Username, code: Code, mfaToken: Secret });

export const RefreshRequest = Type.Object({
  refresh_token: Secret,
  access_token: Type.Optional(Type.String({ maxLength: 4096, description: 'Accepted for compatibility; not needed' })),
});

/** Sign-out headers; Fastify matches header names in lower case. */
export const SignOutHeaders = Type.Object({
  refreshtoken: Type.Optional(Type.String({ maxLength: 512, description: 'Identifies the session when the access token has expired' })),
  username: Type.Optional(Type.String({ maxLength: 320, description: 'Sent by the console; not trusted' })),
});

export const TokenCheck = Type.Object({ valid: Type.Literal(true), userId: Type.Integer(), username: Type.String() });

export const UsernameQuery = Type.Object({ username: Username });

export const UserDetails = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  profilePicture: Nullable(Type.String()),
  using2fa: Type.Boolean(),
  ssoSystem: Nullable(Type.String()),
});
export type UserDetails = Static<typeof UserDetails>;

export const UpdateUser = Type.Object({
  firstName: Name,
  lastName: Name,
  profilePicture: Type.Optional(Nullable(Type.String({ maxLength: MAX_IMAGE_FIELD_LENGTH, description: 'A PNG or JPEG data URL of at most 1 MB; null removes it' }))),
});
export type UpdateUser = Static<typeof UpdateUser>;

export const UserUpdated = Type.Object({ message: Type.String(), user: UserDetails });

export const ChangePassword = Type.Object({ oldPassword: Secret, newPassword: Secret });

export const PasswordCandidate = Type.Object({ password: Type.String({ maxLength: 1024 }) });
export const PasswordVerdict = Type.Object({ valid: Type.Boolean(), message: Type.String() });

export const MfaSetup = Type.Object({
  message: Type.String(),
  mfaCode: Type.String({ description: 'The base32 secret, for manual entry' }),
  qrCode: Type.String({ description: 'PNG data URL of the otpauth:// URI' }),
  token: Type.Null(),
});
export type MfaSetup = Static<typeof MfaSetup>;

export const Using2faQuery = Type.Object({ using2fa: Type.Boolean(), username: Username, code: Code });
export const Using2fa = Type.Object({ using2fa: Type.Boolean() });
export const Using2faChanged = Type.Object({ using2fa: Type.Boolean(), message: Type.String() });
