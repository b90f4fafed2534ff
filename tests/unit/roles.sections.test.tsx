// The roles tabs over the platform API's answers (a stubbed fetch): an app's permissions with the
// spec's rules and the delete that says how many roles lose it; an instance role the server refuses
// to delete; a member's roles, and an app's default role, saved only after the impact is shown.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { rolesPlugin } from '../../src/resources/roles';
import { AppPermissionsSection } from '../../src/resources/roles/AppPermissionsSection';
import { InstanceRolesSection } from '../../src/resources/roles/InstanceRolesSection';
import { MemberRolesDialog } from '../../src/resources/roles/MemberRolesDialog';
import { RoleDialog } from '../../src/resources/roles/RoleDialog';
import type { AppView } from '../../contract/developerPortal';
import { fakeAuthProvider, renderInShell } from './layoutTestKit';
import { fakeServer } from './httpClient.fakeServer';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const app = { id: 5, name: 'Crm', type: 'app', developerAccountId: 3 } as AppView;
const instance = { id: 7, accountId: 3, appId: 5, status: 'ACTIVE', subscriptionTerm: 'Monthly', subscriptionRenewalTerm: null, environment: null, name: 'Crm', type: 'app' };
const permission = { id: 11, appId: 5, permissionName: 'export_data', displayLabel: 'Export data', description: null, createdAt: '2026-11-01T00:00:00Z' };
const developer = fakeAuthProvider({ view_apps: true, update_app: true });

describe('an app\'s permissions', () => {
  it('refuses a bad id and a long name with the spec\'s texts, then creates and confirms', async () => {
    const server = fakeServer({
      'GET /app/developerApp/appPermissions': () => ({ status: 200, body: { content: [permission], totalElements: 1 } }),
      'POST /app/developerApp/appPermission': (r) => ({ status: 201, body: { message: 'Permission created successfully', data: { ...permission, ...(r.body as object), id: 12 } } }),
      'POST /logtrace/3/track': () => ({ status: 201, body: { id: 1 } }),
    });
    renderInShell(<AppPermissionsSection app={app} />, { plugins: [rolesPlugin], authProvider: developer });
    expect(await screen.findByText('Export data')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Add permission' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add permission' });
    fireEvent.change(within(dialog).getByLabelText(/Permission id/), { target: { value: 'view-reports' } });
    fireEvent.change(within(dialog).getByLabelText(/Permission name/), { target: { value: 'A name of twenty char' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Use letters, numbers and underscore only')).toBeTruthy();
    expect(within(dialog).getByText('Permission name should be less than 20 character')).toBeTruthy();
    expect(server.to('POST /app/developerApp/appPermission')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Permission id/), { target: { value: 'view_reports' } });
    fireEvent.change(within(dialog).getByLabelText(/Permission name/), { target: { value: 'View reports' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Permission created successfully')).toBeTruthy();
    expect(server.to('POST /app/developerApp/appPermission')[0].body).toEqual({ appId: 5, permissionName: 'view_reports', displayLabel: 'View reports', description: null });
  });

  it('says how many roles lose a permission before deleting it', async () => {
    const server = fakeServer({
      'GET /app/developerApp/appPermissions': () => ({ status: 200, body: { content: [permission], totalElements: 1 } }),
      'GET /app/developerApp/appPermission/11/usage': () => ({ status: 200, body: { defaultRoles: 1, instanceRoles: 2 } }),
      'DELETE /app/developerApp/appPermission/11': () => ({ status: 200, body: { message: 'Permission deleted successfully', rolesAffected: 3 } }),
      'POST /logtrace/3/track': () => ({ status: 201, body: { id: 1 } }),
    });
    renderInShell(<AppPermissionsSection app={app} />, { plugins: [rolesPlugin], authProvider: developer });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete: export_data' }));
    expect(await screen.findByText('Delete the permission export_data? 3 roles lose it.')).toBeTruthy();
    expect(server.to('DELETE /app/developerApp/appPermission/11')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Permission deleted successfully')).toBeTruthy();
  });

  it('offers no change to a reader without update_app', async () => {
    fakeServer({ 'GET /app/developerApp/appPermissions': () => ({ status: 200, body: { content: [permission], totalElements: 1 } }) });
    renderInShell(<AppPermissionsSection app={app} />, { plugins: [rolesPlugin], authProvider: fakeAuthProvider({ view_apps: true }) });
    expect(await screen.findByText('Export data')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add permission' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete: export_data' })).toBeNull();
  });
});

describe('an instance\'s roles', () => {
  it('shows the spec\'s dialog when the server refuses to delete a role', async () => {
    fakeServer({
      'GET /app/developerApp/appRolesInstanceRoles': () => ({
        status: 200,
        body: { content: [{ id: 4, roleName: 'Support', kind: 'instance', userType: null, permissionCount: 2 }, { id: 4, roleName: 'Viewer', kind: 'default', userType: 'USER', permissionCount: 1 }], totalElements: 2 },
      }),
      'DELETE /app/developerApp/appInstanceRole/4': () => ({ status: 403, body: { status: 403, error: 'Forbidden', message: 'It is assigned to 2 members.' } }),
    });
    renderInShell(<InstanceRolesSection accountId={3} instance={instance} />, { plugins: [rolesPlugin], authProvider: fakeAuthProvider({ manage_roles: true }) });
    expect(await screen.findByText('Viewer')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete: Viewer' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete: Support' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText('This role cannot be deleted. It is assigned to 2 members.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});

describe('a member\'s roles in an instance', () => {
  it('shows who loses what before saving, and saves on the second click', async () => {
    const server = fakeServer({
      'GET /app/developerApp/userRolesList': () => ({ status: 200, body: { accountUserId: 9, appInstanceId: 7, appId: 5, checkedRoles: [4], checkedDefaultRoles: [] } }),
      'GET /app/developerApp/appRolesInstanceRoles': () => ({
        status: 200, body: { content: [{ id: 4, roleName: 'Support', kind: 'instance', userType: null, permissionCount: 2 }], totalElements: 1 },
      }),
      'POST /app/developerApp/roleChangePreview': () => ({ status: 200, body: { members: [{ accountUserId: 9, name: 'Ada Lovelace', gains: [], losses: ['export_data'] }] } }),
      'POST /app/developerApp/assignRolesToUser': () => ({ status: 200, body: { message: 'Roles assigned successfully' } }),
      'POST /logtrace/3/track': () => ({ status: 201, body: { id: 1 } }),
    });
    const onSaved = vi.fn();
    renderInShell(
      <MemberRolesDialog instances={[{ id: 7, appId: 5, name: 'Crm' }]} member={{ accountUserId: 9, name: 'Ada Lovelace' }} onClose={() => undefined} onSaved={onSaved} />,
      { plugins: [rolesPlugin], authProvider: fakeAuthProvider({ manage_roles: true }) },
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Support' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('1 member loses export_data')).toBeTruthy();
    expect(server.to('POST /app/developerApp/assignRolesToUser')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Roles assigned successfully'));
    expect(server.to('POST /app/developerApp/assignRolesToUser')[0].body).toMatchObject({ accountUserId: 9, appInstanceId: 7, checkedRoles: [], checkedDefaultRoles: [] });
  });
});

describe('an app\'s default role', () => {
  it('says how many members of subscribing accounts gain and lose what before saving its new set', async () => {
    const server = fakeServer({
      'GET /app/developerApp/appDefaultUserRolePermissons': () => ({
        status: 200, body: { content: [{ id: 11, permissionName: 'export_data', displayLabel: 'Export data', checked: true }], totalElements: 1 },
      }),
      'POST /app/developerApp/defaultRoleChangePreview': () => ({
        status: 200, body: { members: 5, accounts: 2, losses: [{ permissionName: 'export_data', members: 5 }], gains: [] },
      }),
      'PUT /app/developerApp/appDefaultUserRole/4': () => ({ status: 200, body: { message: 'Role updated successfully', data: { id: 4 } } }),
      'POST /app/developerApp/appDefaultUserRolePermission': () => ({ status: 200, body: { message: 'Role permissions updated successfully' } }),
      'POST /logtrace/3/track': () => ({ status: 201, body: { id: 1 } }),
    });
    const onSaved = vi.fn();
    renderInShell(
      <RoleDialog scope={{ kind: 'default', appId: 5 }} role={{ id: 4, roleName: 'Viewer', userType: 'USER', revision: 1 }} onClose={() => undefined} onSaved={onSaved} />,
      { plugins: [rolesPlugin], authProvider: developer },
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: /export_data/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('5 members lose export_data')).toBeTruthy();
    expect(screen.getByText('Members affected: 5, in 2 subscribing accounts')).toBeTruthy();
    expect(server.to('POST /app/developerApp/defaultRoleChangePreview')[0].body).toEqual({ appDefaultUserRolesId: 4, checkedPermission: [] });
    expect(server.to('POST /app/developerApp/appDefaultUserRolePermission')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Role updated successfully')).toBeTruthy();
    expect(onSaved).toHaveBeenCalled();
    expect(server.to('POST /app/developerApp/appDefaultUserRolePermission')[0].body).toEqual({ appDefaultUserRolesId: 4, checkedPermission: [] });
  });
});
