// A declared resource reads one record by its getOne declaration (src/dataProviders/declaredResource.ts):
// the record's id fills the declared path, and the record is the answer's `data` when the server
// answers the spec's `{ message, data }`, the answer itself otherwise; getMany asks for each id. A
// change is traced after it succeeds, never when refused, and a failing trace never breaks it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { declaredResourceProvider } from '../../src/dataProviders/declaredResource';
import { route } from '../../contract/routeTable';
import { session } from '../../src/session/session';
import { isTrace, recordCalls } from './recordedCalls';

const service = 'manage';
const list = route({ service, method: 'GET', path: '/gadgets', flags: [], paging: 'sortBy' });
const getOne = route({ service, method: 'GET', path: '/gadgets/:id', flags: [] });
const create = route({ service, method: 'POST', path: '/gadgets', flags: [] });
const remove = route({ service, method: 'DELETE', path: '/gadgets/:id', flags: [] });

/** Answers each pathname from `answers`, and records what was asked. */
const answering = (answers: Record<string, unknown>) => recordCalls(({ pathname }) => answers[pathname]);

afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('a declared resource', () => {
  it("reads one record at its declared path, from the answer's data or the bare answer", async () => {
    const asked = answering({
      '/manage/gadgets/7': { message: 'Gadget', data: { id: 7, name: 'Seven' } },
      '/manage/gadgets/a%2Fb': { id: 'a/b', name: 'Slashed', data: 'its own field' },
    });
    const provider = declaredResourceProvider({ list, getOne });
    await expect(provider.getOne('gadgets', { id: 7 })).resolves.toEqual({ data: { id: 7, name: 'Seven' } });
    await expect(provider.getOne('gadgets', { id: 'a/b' })).resolves.toEqual({ data: { id: 'a/b', name: 'Slashed', data: 'its own field' } });
    expect(asked.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /manage/gadgets/7', 'GET /manage/gadgets/a%2Fb']);
  });

  it('reads many records one by one, in the order asked', async () => {
    answering({
      '/manage/gadgets/1': { message: 'Gadget', data: { id: 1, name: 'One' } },
      '/manage/gadgets/2': { message: 'Gadget', data: { id: 2, name: 'Two' } },
    });
    const { data } = await declaredResourceProvider({ list, getOne }).getMany('gadgets', { ids: [2, 1] });
    expect(data.map((record) => record.name)).toEqual(['Two', 'One']);
  });

  it('refuses to read one record without a getOne declaration, asking nothing', async () => {
    const asked = answering({});
    const provider = declaredResourceProvider({ list });
    await expect(provider.getOne('gadgets', { id: 1 })).rejects.toThrow('The resource "gadgets" has no getOne call');
    await expect(provider.getMany('gadgets', { ids: [1] })).rejects.toThrow('has no getOne call');
    expect(asked).toEqual([]);
  });

  it('traces a change after the server accepts it, and a failing trace never breaks the change', async () => {
    session.set('accountId', 5);
    const asked = recordCalls(({ pathname }) => (pathname.startsWith('/logtrace/')
      ? Response.json({ status: 500, error: 'Internal Server Error', message: 'down' }, { status: 500 })
      : { message: 'Gadget deleted' }));
    const provider = declaredResourceProvider({ list, delete: remove });
    await expect(provider.delete('gadgets', { id: 3, previousData: { id: 3, name: 'Three' } })).resolves.toEqual({ data: { id: 3, name: 'Three' } });
    await vi.waitFor(() => expect(asked.filter(isTrace).map((c) => [(c.body as { event: string }).event, c.folder])).toEqual([['delete', 'gadgets']]));
  });

  it('does not trace a refused change, and rejects with the server message', async () => {
    session.set('accountId', 5);
    const asked = recordCalls(() => Response.json({ status: 400, error: 'Bad Request', message: 'Please enter a name' }, { status: 400 }));
    await expect(declaredResourceProvider({ list, create }).create('gadgets', { data: { name: '' } })).rejects.toMatchObject({ message: 'Please enter a name' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /manage/gadgets']);
  });
});
