// What the page template figures share (bench/pageEditor.ts, bench/pageHistory.ts): a user with an account of
// their own seeded into a fresh embedded database, the developer-app calls as that user, and signing in
// to that account in Chromium as a person would.
import type { Page } from 'playwright-core';
import { openDatabase } from '../server/src/db/connection';
import { bootstrapPlatform } from '../server/src/seed/bootstrap';
import { createUser } from '../server/src/core/userRecords';
import { createAccount } from '../server/src/domains/accounts/api';

export interface BenchPerson {
  username: string;
  password: string;
  businessName: string;
}

/** The person and their account in a fresh database under dataDir; the account's id. */
export async function seedBenchPerson(dataDir: string, person: BenchPerson): Promise<number> {
  const database = await openDatabase({ dataDir });
  try {
    await bootstrapPlatform(database.db);
    const user = await createUser(database.db, { username: person.username, password: person.password, firstName: 'Template', lastName: 'Bench' });
    const { account } = await createAccount(database.db, user.id, {
      businessName: person.businessName, billingEmail: person.username, billAddress: '1 Bench Road', city: 'Paris',
      state: 'IDF', country: 'FR', zipcode: '75001', contactPhone: '+33 1 23 45 67 89', description: 'Bench account',
    });
    return account.id;
  } finally {
    await database.close();
  }
}

/** The developer-app service called as the person, in their account. */
export async function developerAppCalls(base: string, person: BenchPerson, accountId: number) {
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: person.username, password: person.password }),
  });
  const { token } = (await login.json()) as { token: { accessToken: string } };
  return async <T>(method: string, path: string, body?: object): Promise<T> => {
    const res = await fetch(`${base}/app/developerApp${path}`, {
      method, headers: { authorization: `Bearer ${token.accessToken}`, accountId: String(accountId), 'content-type': 'application/json' },
      ...(body && { body: JSON.stringify(body) }),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
}

/** A template for the account's first app, with one draft of `content`: the template's and the draft's ids. */
export async function seedTemplateDraft(base: string, person: BenchPerson, accountId: number, names: { template: string; page: string }, content: string) {
  const call = await developerAppCalls(base, person, accountId);
  const { apps } = await call<{ apps: { id: number }[] }>('GET', '/templates/targets');
  const template = await call<{ data: { id: number } }>('POST', '/templates', { name: names.template, appId: apps[0].id });
  const fields = { pageName: names.page, description: '<p>Bench</p>', category: 'Bench', comments: '', status: 'ACTIVE', dataForPreview: '{"name": "Ada"}', stable: false };
  const draft = await call<{ data: { id: number } }>('POST', '/template-pages-draft', { ...fields, content, templateId: template.data.id });
  return { call, fields, templateId: template.data.id, draftId: draft.data.id };
}

/** Signs in and enters the person's account from the account list (as tests/e2e/helpers.ts pickAccount does). */
export async function signInToAccount(page: Page, base: string, person: BenchPerson) {
  await page.goto(`${base}/admin/auth/login`);
  await page.getByLabel('Username').fill(person.username);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/admin\/app\//);
  await page.goto(`${base}/admin/app/pages/account-list?mode=view-all`);
  await page.getByRole('row').filter({ hasText: person.businessName }).getByRole('button', { name: 'Select' }).click();
  await page.waitForURL(/\/admin\/app\/\d+\/my-apps/);
}
