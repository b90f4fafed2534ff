// The spec's rules on what a provider must have said (console-shell.md §5): Google only with an
// email the provider has verified; Microsoft and LinkedIn (and Facebook) only with a username.
import { HttpError } from '../../http/errors';
import { PROVIDER_NAMES, type ProviderIdentity } from './provider';

export type SsoIdentity = ProviderIdentity & { username: string };

export const emailNotVerified = () => new HttpError(
  403, 'Google has not verified the email address of this Google account, so it cannot be used to sign in.', 'email_not_verified',
);

export function acceptedIdentity(identity: ProviderIdentity): SsoIdentity {
  if (identity.ssoSystem === 'google' && !identity.emailVerified) throw emailNotVerified();
  if (!identity.username) {
    throw new HttpError(
      403, `${PROVIDER_NAMES[identity.ssoSystem]} did not give a username for this account, so it cannot be used to sign in.`, 'username_missing',
    );
  }
  return { ...identity, username: identity.username };
}
