// The bell: an access request from a member reaches the account's owner live; Grant, Read all,
// Deny, Delete and Delete all, and what the requester is told.
import { dialogs, expect, test, type Page, type PlatformApi, type SeededMember } from './kit';

/** The requester has no console screen for it yet: they ask through the platform's own API. */
async function requestAccess(api: PlatformApi, requester: SeededMember & { accountId: number }, appInstanceId: number) {
  await api.call(requester, 'POST', '/auth/access-request', { accountId: requester.accountId, data: { appInstanceId } });
}

async function requesterMessages(api: PlatformApi, requester: SeededMember): Promise<string[]> {
  const answer = await api.call<{ content: { message: string }[] }>(requester, 'GET', `/auth/notifications?userId=${requester.userId}`);
  return answer.content.map((n) => n.message);
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

test('an access request reaches the bell live; Grant, Read all, Deny, Delete and Delete all work', async ({ page, seed, signIn }) => {
  // The requester is a developer of the owner's account, which subscribes to two apps whose only
  // default role is for plain users: the requester holds no role in them and may ask for access.
  const account = await seed.account();
  const requester = { ...await seed.member(account, 'DEVELOPER'), accountId: account.id };
  const maker = await seed.account();
  const subscribed: { name: string; instanceId: number }[] = [];
  for (const kind of ['Field Kit', 'Fleet Kit']) {
    const app = await seed.app(maker, { name: seed.unique(kind) });
    await seed.defaultRole(app, { roleName: `${kind} viewer`, userType: 'USER' });
    subscribed.push({ name: app.name, instanceId: await seed.subscription(account, app) });
  }
  const [fieldKit, fleetKit] = subscribed;

  await signIn({ ...account.owner, account: account.businessName });
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await bell(page).click();
  await expect(dropdown(page).getByText('You have viewed all notifications')).toBeVisible();
  await closeDropdown(page);

  // Created by another user while the page is open: it appears without a reload.
  await requestAccess(seed.api, requester, fieldKit.instanceId);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await bell(page).click();
  const fieldKitItem = dropdown(page).getByRole('listitem').filter({ hasText: `requests access to ${fieldKit.name}` });
  await expect(fieldKitItem).toBeVisible();
  await fieldKitItem.getByRole('button', { name: 'Grant' }).click();
  await dialogs.closeSuccess(page, 'Access granted');
  await expect(fieldKitItem.getByRole('button', { name: 'Grant' })).toBeDisabled();
  expect(await requesterMessages(seed.api, requester)).toContain(`Your access to ${fieldKit.name} was granted`);
  await closeDropdown(page);

  await requestAccess(seed.api, requester, fleetKit.instanceId);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await bell(page).click();
  const fleetKitItem = dropdown(page).getByRole('listitem').filter({ hasText: `requests access to ${fleetKit.name}` });
  await expect(fleetKitItem).toHaveAttribute('data-unread', 'true');
  await dropdown(page).getByRole('button', { name: 'Read all' }).click();
  await dialogs.closeSuccess(page, 'All notifications are marked as read');
  await expect(fleetKitItem).toHaveAttribute('data-unread', 'false');
  await closeDropdown(page);
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await bell(page).click();
  await fleetKitItem.getByRole('link', { name: 'Deny' }).click();
  await expect(page).toHaveURL(/\/admin\/auth\/access-decline\?nId=\d+$/);
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText('The access request was declined.')).toBeVisible();
  expect(await requesterMessages(seed.api, requester)).toContain(`Your request for access to ${fleetKit.name} was declined`);
  await page.getByRole('link', { name: 'Go to the account list' }).click();
  await expect(page).toHaveURL(/account-list\?mode=view-all/);

  await bell(page).click();
  await expect(dropdown(page).getByRole('listitem')).toHaveCount(2);
  await dropdown(page).getByRole('listitem').first().getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Do you want to delete the notification?')).toBeVisible();
  await dialogs.confirm(page, 'Confirm');
  await dialogs.closeSuccess(page, 'Notification deleted successfully');
  await expect(dropdown(page).getByRole('listitem')).toHaveCount(1);
  await dropdown(page).getByRole('button', { name: 'Delete all' }).click();
  await expect(page.getByText('Do you want to delete all notification?')).toBeVisible();
  await dialogs.confirm(page, 'Confirm');
  await dialogs.closeSuccess(page, 'Notifications deleted successfully');
  await expect(dropdown(page).getByText('You have viewed all notifications')).toBeVisible();
});
