// The console's flags follow role changes without a new sign-in: when told they may be stale (or
// when the tab comes back, or a page starts with flags an earlier page read), it reads them again
// and react-admin's access answers refresh.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { session } from '../../src/session/session';
import { announceFlagsStale } from '../../src/session';
import { useFreshFlags } from '../../src/authProvider/useFreshFlags';
import { fakeServer } from './httpClient.fakeServer';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('fresh flags', () => {
  it('reads the flags again when told they changed, and refreshes the access answers', async () => {
    session.set('accessToken', 'token');
    session.set('accountId', '3');
    session.set('accountUserId', '9');
    session.setJson('permissions', { view_apps: true });
    session.set('flagsReadAt', Date.now()); // read by this page
    const server = fakeServer({
      'GET /app/developerApp/userRolesPermissionList': () => ({
        status: 200, body: { appUserRolesPermissions: { view_apps: true, view_user: true }, appInstanceId: 1, appId: 1 },
      }),
    });
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    renderHook(() => useFreshFlags(), { wrapper });
    expect(server.requests).toHaveLength(0);

    announceFlagsStale();
    await waitFor(() => expect(session.getJson('permissions')).toEqual({ view_apps: true, view_user: true }));
    const [call] = server.to('GET /app/developerApp/userRolesPermissionList');
    expect(call.url.searchParams.get('accountUserId')).toBe('9');
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['auth'] }));
  });

  it('leaves the access answers alone when nothing changed', async () => {
    session.set('accessToken', 'token');
    session.set('accountId', '3');
    session.set('accountUserId', '9');
    session.setJson('permissions', { view_apps: true });
    session.set('flagsReadAt', Date.now());
    const server = fakeServer({
      'GET /app/developerApp/userRolesPermissionList': () => ({ status: 200, body: { appUserRolesPermissions: { view_apps: true }, appInstanceId: 1, appId: 1 } }),
    });
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    renderHook(() => useFreshFlags(), { wrapper: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider> });
    announceFlagsStale();
    await waitFor(() => expect(server.to('GET /app/developerApp/userRolesPermissionList')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('reads the flags once when the page starts with flags an earlier page read', async () => {
    session.set('accessToken', 'token');
    session.set('accountId', '3');
    session.set('accountUserId', '9');
    session.setJson('permissions', { view_apps: true, view_data_export: true });
    session.set('flagsReadAt', performance.timeOrigin - 60_000); // before this page: a reload
    const server = fakeServer({
      'GET /app/developerApp/userRolesPermissionList': () => ({ status: 200, body: { appUserRolesPermissions: { view_apps: true }, appInstanceId: 1, appId: 1 } }),
    });
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    renderHook(() => useFreshFlags(), { wrapper: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider> });
    await waitFor(() => expect(session.getJson('permissions')).toEqual({ view_apps: true }));
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['auth'] }));
    expect(server.to('GET /app/developerApp/userRolesPermissionList')).toHaveLength(1);
    expect(Number(session.get('flagsReadAt'))).toBeGreaterThanOrEqual(performance.timeOrigin);
  });
});
