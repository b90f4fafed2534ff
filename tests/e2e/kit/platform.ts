// The platform's own HTTP API, called as the console calls it, for setting a journey up: people
// with accounts of their own, members invited into them, and removing the accounts afterwards. Every
// record comes through the real endpoints (registration with the mailed verification link, the
// invitation mail's key), so a seeded person is one the console knows in every way.
import { expect, type APIRequestContext } from '@playwright/test';
import { waitForMail } from '../mail';

export interface SignedInPerson {
  username: string;
  password: string;
  userId: number;
}

export interface SeededAccount {
  id: number;
  businessName: string;
  owner: SignedInPerson;
}

export interface SeededApp {
  id: number;
  name: string;
  /** The account that develops it. */
  developer: SeededAccount;
}

/** An app's fields as the developer portal's form sends them (contract/developerPortal.ts AppBody). */
export interface AppFields {
  type?: 'app' | 'service' | 'connector';
  description?: string;
  accessUrl?: string;
  mode?: string;
  published?: 'PUBLISHED' | 'UNPUBLISHED';
}

/** An account's details beside its name (contract/accounts.ts AccountBody). */
export interface AccountDetails {
  billingEmail: string;
  billAddress: string;
  city: string;
  state: string;
  country: string;
  zipcode: string;
  contactPhone: string;
  description: string;
}

/** One of an app's UI texts: its name, English default and translations by locale (en, fr, sp, jp, zh). */
export interface UiText {
  propertyName: string;
  defaultValue: string;
  description?: string;
  locale?: Record<string, string>;
}

export type UserType = 'OWNER' | 'DEVELOPER' | 'USER';

export const SEED_PASSWORD = 'Seeded@1234';
/** The names the console shows for seeded people: an account's owner, and a member by user type ('Seeded developer'). */
export const SEEDED_OWNER_NAME = 'Seeded Owner';
export const seededMemberName = (userType: UserType) => `Seeded ${userType.toLowerCase()}`;
const PORTAL = '/app/developerApp';

/** The link's query parameter `name`, from the first link of a mail's text that has it. */
function linkParameter(text: string, name: string): string {
  const link = text.match(/https?:\/\/\S+/g)?.map((l) => new URL(l)).find((l) => l.searchParams.has(name));
  if (!link) throw new Error(`No link with ${name} in the mail: ${text}`);
  return link.searchParams.get(name)!;
}

export class PlatformApi {
  /** Each person's last access token: used until the server refuses it (the suite's live 6 s). */
  private readonly tokens = new Map<string, string>();

  constructor(private readonly request: APIRequestContext) {}

  async signIn(username: string, password: string): Promise<{ accessToken: string; userId: number }> {
    const response = await this.request.post('/auth/login', { data: { username, password } });
    expect(response.status(), await response.text()).toBe(200);
    const body = await response.json() as { token: { accessToken: string }; userId: number };
    this.tokens.set(username, body.token.accessToken);
    return { accessToken: body.token.accessToken, userId: body.userId };
  }

  /** Calls the API as `person`, inside `accountId` when given, and answers the response's body (it must be a success). */
  async call<T>(person: { username: string; password: string }, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options: { accountId?: number; data?: object } = {}): Promise<T> {
    const send = (accessToken: string) => this.request.fetch(path, {
      method, data: options.data,
      headers: { authorization: `Bearer ${accessToken}`, ...(options.accountId ? { accountId: String(options.accountId) } : {}) },
    });
    const known = this.tokens.get(person.username);
    let response = known ? await send(known) : undefined;
    if (!response || response.status() === 401) response = await send((await this.signIn(person.username, person.password)).accessToken);
    expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
    return await response.json() as T;
  }

  /** Registers someone with a business account of their own and verifies the address from the mail. */
  async registerOwner(username: string, businessName: string): Promise<SeededAccount> {
    const registered = await this.request.post('/auth/register', {
      data: { username, password: SEED_PASSWORD, firstName: SEEDED_OWNER_NAME.split(' ')[0], lastName: SEEDED_OWNER_NAME.split(' ')[1], businessName },
    });
    expect(registered.status(), await registered.text()).toBe(200);
    const mail = await waitForMail(username, /verif/i);
    const verified = await this.request.get(`/auth/verify?token=${encodeURIComponent(linkParameter(mail.text, 'token'))}`);
    expect(verified.status(), await verified.text()).toBe(200);
    const { userId } = await this.signIn(username, SEED_PASSWORD);
    const owner = { username, password: SEED_PASSWORD, userId };
    const accounts = await this.call<{ content: { id: number; businessName: string }[] }>(owner, 'GET', `/users/accounts?userId=${userId}&query=${encodeURIComponent(businessName)}`);
    const account = accounts.content.find((a) => a.businessName === businessName);
    if (!account) throw new Error(`${businessName} is not among ${username}'s accounts`);
    return { id: account.id, businessName, owner };
  }

  /** Invites `username` into the account as `userType` (its owner's call); answers the key of the invitation mail's link. */
  async invite(account: SeededAccount, username: string, userType: UserType): Promise<string> {
    await this.call(account.owner, 'POST', '/auth/invite-user', {
      accountId: account.id,
      data: { fromUserId: account.owner.userId, fromAccountId: account.id, toEmail: username, userType },
    });
    const mail = await waitForMail(username, /invit/i);
    return linkParameter(mail.text, 'key');
  }

  /** Invites `username` into the account as `userType` and registers them with the invitation's key. */
  async addMember(account: SeededAccount, username: string, userType: UserType): Promise<SignedInPerson> {
    const key = await this.invite(account, username, userType);
    const registered = await this.request.post(`/auth/register?key=${encodeURIComponent(key)}`, {
      data: { username, password: SEED_PASSWORD, firstName: 'Seeded', lastName: seededMemberName(userType).split(' ')[1] },
    });
    expect(registered.status(), await registered.text()).toBe(200);
    const { userId } = await this.signIn(username, SEED_PASSWORD);
    return { username, password: SEED_PASSWORD, userId };
  }

  /** Changes an account's details (its owner's call); what `details` leaves out gets a plain address in Leeds. */
  async updateAccount(account: SeededAccount, details: Partial<AccountDetails>): Promise<void> {
    await this.call(account.owner, 'PUT', `/users/account/${account.id}?userId=${account.owner.userId}`, {
      accountId: account.id,
      data: {
        businessName: account.businessName, billingEmail: account.owner.username, billAddress: '1 Test Street', city: 'Leeds', state: 'Yorkshire',
        country: 'United Kingdom', zipcode: 'LS1 1AA', contactPhone: '+44 113 496 0000', description: 'Seeded by the kit', ...details,
      },
    });
  }

  /** Deletes the account with everything it holds (its owner's call). */
  async deleteAccount(account: SeededAccount): Promise<void> {
    await this.call(account.owner, 'DELETE', `/users/account/${account.id}?userId=${account.owner.userId}`, { accountId: account.id });
  }

  /** Registers the account's developer app and subscribes to it: the developer portal, which adding an app needs. */
  async openDeveloperPortal(account: SeededAccount): Promise<void> {
    const portal = await this.call<{ data: { id: number } }>(account.owner, 'POST', `${PORTAL}/app`, {
      accountId: account.id, data: { name: `DeveloperApp_${account.id}`, type: 'DeveloperApp' },
    });
    await this.subscribe(account, portal.data.id);
  }

  /** Adds an app (or service, connector) the account develops; its portal must be open. */
  async addApp(account: SeededAccount, name: string, fields: AppFields): Promise<SeededApp> {
    const added = await this.call<{ data: { id: number } }>(account.owner, 'POST', `${PORTAL}/app`, { accountId: account.id, data: { name, ...fields } });
    return { id: added.data.id, name, developer: account };
  }

  /** Adds a UI text to an app, as its developer account (contract/uiTexts.ts UiTextBody). */
  async addUiText(app: SeededApp, text: UiText): Promise<void> {
    await this.call(app.developer.owner, 'POST', `${PORTAL}/properties/ui-property`, { accountId: app.developer.id, data: { appId: app.id, ...text } });
  }

  /** Adds a permission to an app, as its developer account (contract/roles.ts AppPermissionBody); answers its id. */
  async addPermission(app: SeededApp, permissionName: string, displayLabel: string): Promise<number> {
    const added = await this.call<{ data: { id: number } }>(app.developer.owner, 'POST', `${PORTAL}/appPermission`, {
      accountId: app.developer.id, data: { appId: app.id, permissionName, displayLabel },
    });
    return added.data.id;
  }

  /** Adds a default role to an app for one user type, holding the given permissions (ids); answers its id. */
  async addDefaultRole(app: SeededApp, roleName: string, userType: UserType, permissionIds: number[] = []): Promise<number> {
    const developer = { accountId: app.developer.id };
    const added = await this.call<{ data: { id: number } }>(app.developer.owner, 'POST', `${PORTAL}/appDefaultUserRole`, {
      ...developer, data: { appId: app.id, roleName, userType },
    });
    if (permissionIds.length > 0) {
      await this.call(app.developer.owner, 'POST', `${PORTAL}/appDefaultUserRolePermission`, {
        ...developer, data: { appDefaultUserRolesId: added.data.id, checkedPermission: permissionIds },
      });
    }
    return added.data.id;
  }

  /** Replaces an app's settings form configuration: a JSON Schema and its default values (the Form configuration tab's save). */
  async setSettingsForm(app: SeededApp, settingsSchema: object, settingsDefaultValues?: object): Promise<void> {
    await this.call(app.developer.owner, 'PUT', `${PORTAL}/app/settings/${app.id}`, {
      accountId: app.developer.id, data: { settingsSchema, settingsDefaultValues },
    });
  }

  /** Subscribes the account to an app (ACTIVE, Monthly); answers the subscription's (app instance's) id. */
  async subscribe(account: SeededAccount, appId: number, environment?: 'Production' | 'Test'): Promise<number> {
    const instance = await this.call<{ data: { id: number } }>(account.owner, 'POST', `${PORTAL}/accountAppInstance`, {
      accountId: account.id, data: { accountId: account.id, appId, status: 'ACTIVE', ...(environment && { environment }) },
    });
    return instance.data.id;
  }
}
