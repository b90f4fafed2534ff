// Live lists in the console (issue 33, record 0413): the data provider's realtime contract listens to
// the user's event stream while a resource showing a route table is subscribed, hands each change of
// the account entered to the resources showing its table (another account's changes to none), and a
// reconnection to all of them; the layout's LiveLists reads only their lists again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor, cleanup } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { CoreAdminContext, type DataProvider } from 'react-admin';
import { createLiveChanges, type LiveEvent } from '../../src/dataProviders/liveChanges';
import { LiveLists } from '../../src/dataProviders/LiveLists';
import { buildDataProvider } from '../../src/dataProviders';
import { declaredResourceProvider } from '../../src/dataProviders/declaredResource';
import { createRegistry } from '../../src/plugins/registry';
import { definePlugin } from '../../src/plugins/types';
import { RegistryProvider } from '../../src/plugins/RegistryContext';
import { session } from '../../src/session/session';
import { namedRoutes, route } from '../../contract/routeTable';
import { fakeEventStream } from './fakeEventStream';

/** The stream of account 7's console. */
function accountStream() {
  const stream = fakeEventStream();
  return { ...stream, send: (topic: string, type: string, accountId = 7) => stream.sendChange({ accountId, topic, type }) };
}

beforeEach(() => {
  session.set('accessToken', 'token-1');
  session.set('accountId', '7');
  session.set('accountUserId', '70');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  session.clear();
});

describe("the data provider's live changes", () => {
  it("listen to the user's stream while subscribed, and hand the account's changes of a table to the resources showing it", async () => {
    const stream = accountStream();
    const live = createLiveChanges((resource) => ({ appParameters: ['parameters'], roles: ['roles.instanceRole'] }[resource] ?? []));
    const parameters: LiveEvent[] = [];
    const roles: LiveEvent[] = [];
    const onParameters = (event: LiveEvent) => parameters.push(event);
    const onRoles = (event: LiveEvent) => roles.push(event);
    await live.subscribe('resource/appParameters', onParameters);
    await live.subscribe('resource/roles', onRoles);
    await waitFor(() => expect(stream.opened).toHaveLength(1));
    expect(stream.opened[0].url).toMatch(/\/auth\/notifications\/stream$/);
    expect(stream.opened[0].headers.get('authorization')).toBe('Bearer token-1');

    stream.send('parameters', 'created', 8); // another account of the user's: not this console's lists
    stream.send('parameters', 'created');
    await waitFor(() => expect(parameters).toHaveLength(1));
    expect(parameters[0]).toMatchObject({ topic: 'resource/appParameters', type: 'created', payload: { ids: [] } });
    expect(roles).toEqual([]);

    await live.unsubscribe('resource/appParameters', onParameters);
    stream.send('parameters', 'updated');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(parameters).toHaveLength(1);
    expect(stream.opened[0].signal.aborted).toBe(false); // roles still listen
    await live.unsubscribe('resource/roles', onRoles);
    expect(stream.opened[0].signal.aborted).toBe(true);
  });

  it('tell every subscribed resource when the stream comes back, as changes may have been missed', async () => {
    const stream = accountStream();
    const live = createLiveChanges((resource) => (resource === 'appParameters' ? ['parameters'] : []));
    const heard: LiveEvent[] = [];
    const callback = (event: LiveEvent) => heard.push(event);
    await live.subscribe('resource/appParameters', callback);
    await waitFor(() => expect(stream.opened).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard).toEqual([]); // the first connection is not a reconnection
    stream.end(); // the server restarted: the console connects again
    await waitFor(() => expect(heard.map((event) => event.type)).toEqual(['reconnected']), { timeout: 3_000 });
    expect(stream.opened).toHaveLength(2);
    await live.unsubscribe('resource/appParameters', callback);
  });

  it('open no stream for resources that show no route table, and close it when the last one leaves', async () => {
    const stream = accountStream();
    const live = createLiveChanges((resource) => (resource === 'appParameters' ? ['parameters'] : []));
    const callback = vi.fn();
    await live.subscribe('resource/profile', callback);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stream.opened).toHaveLength(0);
    await live.subscribe('resource/appParameters', callback);
    await waitFor(() => expect(stream.opened).toHaveLength(1));
    await live.unsubscribe('resource/appParameters', callback);
    expect(stream.opened[0].signal.aborted).toBe(true);
  });
});

describe('LiveLists', () => {
  it("reads the changed resource's lists again, not its records nor other resources' lists", async () => {
    const stream = accountStream();
    const routes = namedRoutes('gadgets', {
      list: route({ service: 'manage', method: 'GET', path: '/gadgets', flags: [], paging: 'sort' }),
      getOne: route({ service: 'manage', method: 'GET', path: '/gadgets/:id', flags: [] }),
    });
    const plugin = definePlugin({
      name: 'gadgets',
      resources: [
        { name: 'gadgets', dataProvider: declaredResourceProvider({ list: routes.list, getOne: routes.getOne }) },
        { name: 'widgets', dataProvider: {} as DataProvider, liveTopics: ['widgets'] },
      ],
    });
    const registry = createRegistry([plugin]);
    const queryClient = new QueryClient();
    for (const key of [['gadgets', 'getList', { page: 2 }], ['gadgets', 'getOne', { id: 1 }], ['widgets', 'getList', {}]]) {
      queryClient.setQueryData(key, { data: [] });
    }
    render(
      <RegistryProvider registry={registry}>
        <CoreAdminContext dataProvider={buildDataProvider(registry)} queryClient={queryClient}>
          <LiveLists />
        </CoreAdminContext>
      </RegistryProvider>,
    );
    await waitFor(() => expect(stream.opened).toHaveLength(1));
    stream.send('gadgets', 'updated');
    stream.send('gadgets', 'deleted');
    await waitFor(() => expect(queryClient.getQueryState(['gadgets', 'getList', { page: 2 }])?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(['gadgets', 'getOne', { id: 1 }])?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(['widgets', 'getList', {}])?.isInvalidated).toBe(false);
  });
});
