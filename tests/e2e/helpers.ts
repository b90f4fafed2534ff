// Journeys act as a user would: type, click, read the screen.
import { expect, type Page } from '@playwright/test';
import { JOURNEY_PASSWORD } from './journeyUsers';
import { dialogs, shell } from './kit/pages';

export const DEMO_PASSWORD = 'Demo@1234';
export const users = {
  owner: 'owner@demo.local',
  developer: 'developer@demo.local',
  plain: 'user@demo.local',
} as const;
export { journeyUsers, JOURNEY_PASSWORD } from './journeyUsers';

/** Signs in and waits for the console (account list or the default account's landing). */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD) {
  await shell.signIn(page, username, password);
  await expect(page).toHaveURL(/\/admin\/app\//);
}

/** Signs in a user whose one account is entered at sign-in, and waits until it is. */
export async function signInToOnlyAccount(page: Page, username: string, password = JOURNEY_PASSWORD) {
  await signIn(page, username, password);
  await expect(page).toHaveURL(/\/admin\/app\/\d+\/my-apps$/);
}

/** From the account list (view-all), picks an account by its business name (the kit's shell.switchAccount). */
export const pickAccount = shell.switchAccount;

/** Every successful action ends with the Success dialog: reads its message and closes it (the kit's). */
export const closeSuccess = dialogs.closeSuccess;

/**
 * Reads a list the way the console would, to find the seeded records' ids: with a session of the
 * same user (its own sign-in: the console's access token lives only seconds in the journeys and is
 * renewed by the console alone) and the account the console has entered.
 */
export async function platformGet<T>(page: Page, username: string, path: string, password = JOURNEY_PASSWORD): Promise<T> {
  const accountId = /\/admin\/app\/(\d+)\//.exec(page.url())![1];
  const login = await page.request.post('/auth/login', { data: { username, password } });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: { accessToken: string } };
  const res = await page.request.get(path, { headers: { authorization: `Bearer ${token.accessToken}`, accountId } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as T;
}
