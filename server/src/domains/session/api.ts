// The session domain's public API: the answers of signing in, shared by profile, registration and
// single sign-on. Other domains import it from here, never from index.ts, which only mounts the
// domain's routes (docs/server-domains.md).
export {
  ChangePassword, LoginReply, Message, MfaSetup, PasswordCandidate, PasswordVerdict, UpdateUser, UserDetails,
  UserUpdated, UsernameQuery, Using2fa, Using2faChanged, Using2faQuery,
} from '../../../../contract/session';
export { consumeCode, loginReply } from './signIn';
