// The auth questions answered from the session are in the query cache from the start (issue 16):
// react-admin's token check, permissions and list access queries have their answer on their first
// render, and the auth provider is still asked once they mount.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { answerAuthQueriesAtOnce } from '../../src/authProvider/authAnswersAtOnce';
import { createRegistry } from '../../src/plugins/registry';
import { developerPortalPlugin } from '../../src/resources/developerPortal';
import { DEVELOPER_APPS_RESOURCE } from '../../src/resources/developerPortal/developerPortalDataProvider';
import { VIEW_FLAGS } from '../../contract/developerPortalFlags';
import { session } from '../../src/session/session';

const registry = createRegistry([developerPortalPlugin]);

function consoleQueryClient() {
  const queryClient = new QueryClient();
  answerAuthQueriesAtOnce(queryClient, registry);
  return queryClient;
}

/** What a query of react-admin's shows on its first render (keys as ra-core 5 builds them). */
const firstRender = (queryClient: QueryClient, queryKey: unknown[], queryFn = vi.fn(async () => 'asked')) =>
  new QueryObserver(queryClient, { queryKey, queryFn }).getCurrentResult();

const listAccess = ['auth', 'canAccess', { action: 'list', resource: DEVELOPER_APPS_RESOURCE, enabled: true, recordId: undefined }];

beforeEach(() => {
  localStorage.clear();
  session.set('accessToken', 'token');
  session.set('accountId', 7);
  session.setJson('permissions', { [VIEW_FLAGS[0]]: true });
});

describe('auth answers at once', () => {
  it('gives the token check, the permissions and a list access on the first render', () => {
    const queryClient = consoleQueryClient();
    expect(firstRender(queryClient, ['auth', 'checkAuth', {}])).toMatchObject({ isPending: false, data: true });
    expect(firstRender(queryClient, ['auth', 'getPermissions', {}])).toMatchObject({ isPending: false, data: { [VIEW_FLAGS[0]]: true } });
    expect(firstRender(queryClient, listAccess)).toMatchObject({ isPending: false, data: true });
  });

  it("answers a list's access from the session's flags", () => {
    session.setJson('permissions', {});
    expect(firstRender(consoleQueryClient(), listAccess)).toMatchObject({ isPending: false, data: false });
  });

  it("waits for the auth provider while the account's flags are not stored yet (a link opened right after sign-in)", () => {
    session.set('accountUserId', 3);
    session.set('permissions', null);
    const queryClient = consoleQueryClient();
    expect(firstRender(queryClient, ['auth', 'getPermissions', {}]).isPending).toBe(true);
    expect(firstRender(queryClient, listAccess).isPending).toBe(true);
  });

  it('leaves the token check to the auth provider without a token (it sends the visitor to sign in)', () => {
    session.set('accessToken', null);
    expect(firstRender(consoleQueryClient(), ['auth', 'checkAuth', {}]).isPending).toBe(true);
  });

  it('still asks the auth provider when the query mounts', async () => {
    const queryClient = consoleQueryClient();
    const checkAuth = vi.fn(async () => true);
    const observer = new QueryObserver(queryClient, { queryKey: ['auth', 'checkAuth', {}], queryFn: checkAuth });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(checkAuth).toHaveBeenCalledTimes(1));
    unsubscribe();
  });
});
