// An account that develops a published app and subscribes to it, with a developer and a plain user
// among its members: the route table walks its routes as each of them, and the accessibility walk
// its subscriber screens (My Apps' card, the instance's page and tabs, the app's form configuration).
import type { Person, SeededAccount, SeededApp, Seeder } from './kit';

export interface OwnAppSubscriber {
  account: SeededAccount;
  app: SeededApp;
  /** The subscription's id (the app instance). */
  instanceId: number;
  people: { owner: Person; developer: Person; user: Person };
}

export async function ownAppSubscriber(seed: Seeder): Promise<OwnAppSubscriber> {
  const account = await seed.account(undefined, { country: 'United Kingdom' });
  // The marketplace lists apps by name, a page at a time: this name comes before every other test's.
  const app = await seed.app(account, { name: seed.unique('Aardvark Route App'), description: '<p>Every route, visited.</p>' });
  const instanceId = await seed.subscription(account, app);
  const [developer, user] = [await seed.member(account, 'DEVELOPER'), await seed.member(account, 'USER')];
  return { account, app, instanceId, people: { owner: { ...account.owner, account: account.businessName }, developer, user } };
}
