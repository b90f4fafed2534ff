// Who plays each role in a journey. By default the demo accounts every fresh server seeds (Acme
// Corporation: its owner, a developer and a plain user); against a deployed console, set
// E2E_<ROLE>_USERNAME, E2E_<ROLE>_PASSWORD and E2E_<ROLE>_ACCOUNT for the roles your journeys use
// (docs/testing.md). A member of another account is made per test by the seed fixture instead.
export type Role = 'owner' | 'developer' | 'user';

export interface Person {
  username: string;
  password: string;
  /** The business name of the account the person works in. */
  account: string;
}

const DEMO_PASSWORD = 'Demo@1234';
const DEMO_ACCOUNT = 'Acme Corporation';
const demo: Record<Role, string> = { owner: 'owner@demo.local', developer: 'developer@demo.local', user: 'user@demo.local' };

export function person(role: Role, env: NodeJS.ProcessEnv = process.env): Person {
  const key = `E2E_${role.toUpperCase()}`;
  return {
    username: env[`${key}_USERNAME`] ?? demo[role],
    password: env[`${key}_PASSWORD`] ?? DEMO_PASSWORD,
    account: env[`${key}_ACCOUNT`] ?? DEMO_ACCOUNT,
  };
}
