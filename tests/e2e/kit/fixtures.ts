// The kit's fixtures, on top of the suite's own (../fixtures.ts: every page watched for
// Content-Security-Policy violations):
//  - `signIn(who)`: the test's page signed in as a role (owner, developer, user: people.ts) or as a
//    seeded person, inside that person's account;
//  - `seed`: accounts, members and people of another account made through the real endpoints, each
//    name unique to the test, and the accounts deleted when the test ends.
import { expect, type Page } from '@playwright/test';
import { test as base } from '../fixtures';
import { person, type Person, type Role } from './people';
import { PlatformApi, type AccountDetails, type AppFields, type SeededAccount, type SeededApp, type SignedInPerson, type UiText, type UserType } from './platform';
import { shell } from './pages';

export interface SeededMember extends SignedInPerson {
  account: string;
}

export class Seeder {
  private readonly accounts: SeededAccount[] = [];
  /** The accounts whose developer portal is open (subscribed). */
  private readonly portals = new Set<number>();
  private count = 0;

  constructor(readonly api: PlatformApi, private readonly label: string, private readonly baseURL: string) {}

  /** A name unique to this test (and run): `what` followed by the test's and the moment's marks. */
  unique(what: string) {
    this.count += 1;
    return `${what}-${this.label}-${Date.now().toString(36)}-${this.count}`;
  }

  /**
   * Someone with a business account of their own (its owner). Registering gives the account its
   * name only; `details` (country, city...) are then saved as its owner would on the account's form.
   */
  async account(businessName = this.unique('Kit Ltd'), details?: Partial<AccountDetails>): Promise<SeededAccount> {
    const account = await this.api.registerOwner(`${this.unique('owner')}@kit.example`, businessName);
    this.accounts.push(account);
    if (details) await this.api.updateAccount(account, details);
    return account;
  }

  /** A member of `account` of the given type. */
  async member(account: SeededAccount, userType: UserType = 'USER'): Promise<SeededMember> {
    const member = await this.api.addMember(account, `${this.unique(userType.toLowerCase())}@kit.example`, userType);
    return { ...member, account: account.businessName };
  }

  /** A pending invitation into `account` for a new address (nobody registered with it yet): the address and the key of the mail's link. */
  async invitation(account: SeededAccount, userType: UserType = 'USER'): Promise<{ username: string; key: string }> {
    const username = `${this.unique(`invitee-${userType.toLowerCase()}`)}@kit.example`;
    return { username, key: await this.api.invite(account, username, userType) };
  }

  /** The owner of another account: someone who must not see the first account's records. */
  async outsider(): Promise<SeededMember> {
    const other = await this.account();
    return { ...other.owner, account: other.businessName };
  }

  /**
   * An app (or service, connector: `fields.type`) that `account` develops, through its developer
   * portal (opened on first use). Published by default, with what publishing needs: an access URL
   * on this console (its sign-in page) and the Production mode.
   */
  async app(account: SeededAccount, fields: AppFields & { name?: string } = {}): Promise<SeededApp> {
    if (!this.portals.has(account.id)) {
      await this.api.openDeveloperPortal(account);
      this.portals.add(account.id);
    }
    const { name = this.unique('App'), ...rest } = fields;
    return this.api.addApp(account, name, {
      type: 'app', published: 'PUBLISHED', accessUrl: `${this.baseURL}/admin/auth/login`, mode: 'Production', description: '<p>Seeded by the kit.</p>', ...rest,
    });
  }

  /** `account` subscribes to a published app (its own or another account's); answers the subscription's id (the app instance). */
  async subscription(account: SeededAccount, app: SeededApp, environment?: 'Production' | 'Test'): Promise<number> {
    return this.api.subscribe(account, app.id, environment);
  }

  /** A UI text of an app (added by its developer account). */
  async uiText(app: SeededApp, text: UiText): Promise<void> {
    await this.api.addUiText(app, text);
  }

  /** A permission of an app (its id, e.g. `export_data`, and the name people read); answers its record's id for `defaultRole`. */
  async permission(app: SeededApp, permissionName: string, displayLabel: string): Promise<number> {
    return this.api.addPermission(app, permissionName, displayLabel);
  }

  /** A default role of an app: every member of `userType` in a subscribing account holds it. */
  async defaultRole(app: SeededApp, role: { roleName: string; userType: UserType; permissions?: number[] }): Promise<void> {
    await this.api.addDefaultRole(app, role.roleName, role.userType, role.permissions);
  }

  /** An app's settings form (a JSON Schema) and its default values, which each subscription's settings page shows. */
  async settingsForm(app: SeededApp, schema: object, defaults?: object): Promise<void> {
    await this.api.setSettingsForm(app, schema, defaults);
  }

  async cleanUp() {
    for (const account of this.accounts.reverse()) await this.api.deleteAccount(account);
  }
}

type Who = Role | Person | (SignedInPerson & { account: string });
/** The signIn fixture's type, for a journey's own helpers that take it. */
export type SignIn = (who: Who) => Promise<Page>;

export const test = base.extend<{ seed: Seeder; signIn: SignIn }>({
  seed: async ({ request, baseURL }, provide, testInfo) => {
    const seeder = new Seeder(new PlatformApi(request), testInfo.testId.slice(0, 8), baseURL!);
    await provide(seeder);
    await seeder.cleanUp();
  },
  signIn: async ({ page }, provide) => {
    await provide(async (who) => {
      await shell.signInTo(page, typeof who === 'string' ? person(who) : who);
      return page;
    });
  },
});

export { expect };
