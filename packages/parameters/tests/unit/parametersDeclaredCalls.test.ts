// The parameters domain goes by its route declarations (contract/parametersRoutes.ts): the
// account's parameters are a react-admin resource asking the spec's address in the declared paging
// dialect, its changes reach the spec's addresses with the parameter's id filled in, untraced by the
// console (the server records them: their routes are declared recordsActivity), and who may list or
// change them follows the declared flag.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_PARAMETERS, parametersDeclared, parametersResources } from '../../console/parametersResources';
import { parametersPlugin } from '../../console';
import { declaredAccess } from '@platform-console/plugin-api/console';
import { recordCalls, session } from '@platform-console/plugin-api/testing/unit';

const provider = parametersResources.find((r) => r.name === APP_PARAMETERS)!.dataProvider;
const idleTime = { id: 4, parameterName: 'idleTime', parameterValue: '60', description: null, source: 'account', updatedAt: '2026-01-01T00:00:00.000Z' };

beforeEach(() => session.set('accountId', 5));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe("the parameters domain's resource", () => {
  it("lists the account's parameters at the spec's address, searched, sorted and paged in its dialect", async () => {
    const calls = recordCalls(() => ({ content: [idleTime], totalElements: 3 }));
    const page = await provider.getList(APP_PARAMETERS, {
      filter: { q: 'idle' }, sort: { field: 'parameterName', order: 'ASC' }, pagination: { page: 1, perPage: 25 },
    });
    expect(page).toEqual({ data: [idleTime], total: 3 });
    expect(calls.map((c) => c.path)).toEqual(['/app/parameter/appParameterList?query=idle&page=0&size=25&sort=parameterName,asc']);
  });

  it("adds, changes and deletes the account's own parameters, none traced by the console", async () => {
    const calls = recordCalls(() => ({ message: 'App parameter saved', data: idleTime }));
    const body = { parameterName: 'idleTime', parameterValue: '60', description: null };
    const created = await provider.create(APP_PARAMETERS, { data: body });
    await provider.update(APP_PARAMETERS, { id: 4, data: { ...body, parameterValue: '90' }, previousData: idleTime });
    await provider.delete(APP_PARAMETERS, { id: 4, previousData: idleTime });
    expect(created.data.id).toBe(4);
    const changes = calls.filter((c) => c.path.startsWith('/app/parameter'));
    expect(changes.map(({ method, path, body: sent }) => [`${method} ${path}`, sent])).toEqual([
      ['POST /app/parameter/appParameter', body],
      ['PUT /app/parameter/appParameter/4', { ...body, parameterValue: '90' }],
      ['DELETE /app/parameter/appParameter/4', undefined],
    ]);
    // A trace would be posted without waiting for it: none comes, the server records each change.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((c) => c.path.startsWith('/logtrace'))).toEqual([]);
  });

  it('is listed and changed by the flag its routes declare', () => {
    const access = declaredAccess(parametersDeclared);
    expect(access({ manage_parameters: true }, { resource: APP_PARAMETERS, action: 'list' })).toBe(true);
    expect(access({ manage_parameters: true }, { resource: APP_PARAMETERS, action: 'create' })).toBe(true);
    expect(access({ view_user: true }, { resource: APP_PARAMETERS, action: 'list' })).toBe(false);
    expect(access({ view_user: true }, { resource: APP_PARAMETERS, action: 'delete' })).toBe(false);
    expect(access({ manage_parameters: true }, { resource: 'somethingElse', action: 'list' })).toBeUndefined();
  });
});

describe("the console's idle time-out, which this package gives", () => {
  it("is the idleTime parameter in force, asked at the spec's address when an account is entered", async () => {
    const calls = recordCalls(() => ({ parameterName: 'idleTime', data: 300 }));
    expect(await parametersPlugin.idleTime?.()).toBe(300);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /app/parameter/appParameter?parameterName=idleTime']);
  });
});
