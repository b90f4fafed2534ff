import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { JOURNEY_PASSWORD, journeyUsers, signIn, closeSuccess } from './helpers';
import { NOTIFICATION_JOURNEY_FILE, type NotificationJourney } from './seedNotificationJourney';

const journey = (): NotificationJourney => JSON.parse(readFileSync(NOTIFICATION_JOURNEY_FILE, 'utf8'));

/** The requester has no console screen for it yet: they ask through the platform's own API. */
async function requestAccess(request: APIRequestContext, appInstanceId: number) {
  const login = await request.post('/auth/login', { data: { username: journeyUsers.notifyRequester, password: JOURNEY_PASSWORD } });
  const { token } = await login.json();
  const res = await request.post('/auth/access-request', {
    headers: { authorization: `Bearer ${token.accessToken}`, accountId: String(journey().accountId) },
    data: { appInstanceId },
  });
  expect(res.status()).toBe(200);
}

async function requesterMessages(request: APIRequestContext): Promise<string[]> {
  const login = await request.post('/auth/login', { data: { username: journeyUsers.notifyRequester, password: JOURNEY_PASSWORD } });
  const { token, userId } = await login.json();
  const res = await request.get(`/auth/notifications?userId=${userId}`, { headers: { authorization: `Bearer ${token.accessToken}` } });
  return (await res.json()).content.map((n: { message: string }) => n.message);
}

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const dropdown = (page: Page) => page.getByRole('presentation').filter({ has: page.getByRole('heading', { name: 'Notifications' }) });

/**
 * Escape closes the dropdown once the focus is in it: a button that disables itself when clicked
 * (Grant, Read all) drops the focus, and the dropdown takes it back within 50 ms.
 */
async function closeDropdown(page: Page) {
  await expect(dropdown(page).locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dropdown(page)).toHaveCount(0);
}

test('an access request reaches the bell live; Grant, Read all, Deny, Delete and Delete all work', async ({ page, request }) => {
  const [fieldKit, fleetKit] = journey().appInstanceIds;
  await signIn(page, journeyUsers.notifyOwner, JOURNEY_PASSWORD);
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await bell(page).click();
  await expect(dropdown(page).getByText('You have viewed all notifications')).toBeVisible();
  await closeDropdown(page);

  // Created by another user while the page is open: it appears without a reload.
  await requestAccess(request, fieldKit);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await bell(page).click();
  const fieldKitItem = dropdown(page).getByRole('listitem').filter({ hasText: 'requests access to Journey Field Kit' });
  await expect(fieldKitItem).toBeVisible();
  await fieldKitItem.getByRole('button', { name: 'Grant' }).click();
  await closeSuccess(page, 'Access granted');
  await expect(fieldKitItem.getByRole('button', { name: 'Grant' })).toBeDisabled();
  expect(await requesterMessages(request)).toContain('Your access to Journey Field Kit was granted');
  await closeDropdown(page);

  await requestAccess(request, fleetKit);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await bell(page).click();
  const fleetKitItem = dropdown(page).getByRole('listitem').filter({ hasText: 'requests access to Journey Fleet Kit' });
  await expect(fleetKitItem).toHaveAttribute('data-unread', 'true');
  await dropdown(page).getByRole('button', { name: 'Read all' }).click();
  await closeSuccess(page, 'All notifications are marked as read');
  await expect(fleetKitItem).toHaveAttribute('data-unread', 'false');
  await closeDropdown(page);
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await bell(page).click();
  await fleetKitItem.getByRole('link', { name: 'Deny' }).click();
  await expect(page).toHaveURL(/\/admin\/auth\/access-decline\?nId=\d+$/);
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText('The access request was declined.')).toBeVisible();
  expect(await requesterMessages(request)).toContain('Your request for access to Journey Fleet Kit was declined');
  await page.getByRole('link', { name: 'Go to the account list' }).click();
  await expect(page).toHaveURL(/account-list\?mode=view-all/);

  await bell(page).click();
  await expect(dropdown(page).getByRole('listitem')).toHaveCount(2);
  await dropdown(page).getByRole('listitem').first().getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Do you want to delete the notification?')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await closeSuccess(page, 'Notification deleted successfully');
  await expect(dropdown(page).getByRole('listitem')).toHaveCount(1);
  await dropdown(page).getByRole('button', { name: 'Delete all' }).click();
  await expect(page.getByText('Do you want to delete all notification?')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await closeSuccess(page, 'Notifications deleted successfully');
  await expect(dropdown(page).getByText('You have viewed all notifications')).toBeVisible();
});
