// Wire shapes of registration and recovery (console-shell.md §7: register, emailCheck, verifyMail,
// verify, resetPasswordMail, resetPassword, create-request).
import { Type, type Static } from 'typebox';
import { BUSINESS_NAME_MAX } from './accountsRules';

const Email = Type.String({ format: 'email', minLength: 3, maxLength: 320 });
const Password = Type.String({ minLength: 1, maxLength: 1024 });
const PersonName = Type.String({ minLength: 1, maxLength: 100 });
const Token = Type.String({ minLength: 1, maxLength: 200, description: 'The token of the mailed link' });
const Phone = Type.String({ maxLength: 40 });

export const Register = Type.Object({
  username: Email,
  password: Password,
  firstName: PersonName,
  lastName: PersonName,
  businessName: Type.Optional(Type.String({ maxLength: BUSINESS_NAME_MAX, description: 'The new business account; required without an invitation key' })),
  contactPhone: Type.Optional(Phone),
});
export type Register = Static<typeof Register>;

export const RegisterQuery = Type.Object({
  key: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'The invitation key from the invitation mail' })),
  nId: Type.Optional(Type.String({ maxLength: 40, description: 'The invitation notification id (accepted, not needed)' })),
});

export const Registered = Type.Object({
  message: Type.String(),
  username: Type.String(),
  verificationRequired: Type.Boolean({ description: 'False when an invitation proved the address: the user can sign in at once' }),
});
export type Registered = Static<typeof Registered>;

export const EmailCheckQuery = Type.Object({ username: Email });
export const EmailCheck = Type.Object({ exists: Type.Boolean() });
export type EmailCheck = Static<typeof EmailCheck>;

export const UsernameBody = Type.Object({ username: Email });

export const VerifyQuery = Type.Object({
  token: Token,
  username: Type.Optional(Type.String({ maxLength: 320 })),
  generatedDate: Type.Optional(Type.String({ maxLength: 20 })),
});

export const ResetPassword = Type.Object({ token: Token, password: Password });

export const SignUpRequest = Type.Object({
  email: Email,
  firstName: PersonName,
  lastName: PersonName,
  businessName: Type.String({ minLength: 1, maxLength: BUSINESS_NAME_MAX }),
  contactPhone: Type.Optional(Phone),
  message: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type SignUpRequest = Static<typeof SignUpRequest>;
