// A records provider (src/dataProviders/recordsProvider.ts) serves the record methods it is given, as
// they are, and its named calls, and refuses every other record method at once, naming the resource
// and the method; a named-calls provider still says it holds no records at all.
import { describe, expect, it, vi } from 'vitest';
import { RECORD_METHODS, recordsProvider } from '../../src/dataProviders/recordsProvider';
import { namedCallsProvider } from '../../src/dataProviders/namedCallsProvider';

describe('a records provider', () => {
  it('answers with the methods it is given', async () => {
    const getList = vi.fn(async () => ({ data: [{ id: 1 }], total: 1 }));
    const getOne = vi.fn(async () => ({ data: { id: 2 } }));
    const provider = recordsProvider('gadgets', { getList, getOne });
    const listed = { pagination: { page: 1, perPage: 10 }, sort: { field: '', order: 'ASC' as const }, filter: { shelf: 3 } };
    await expect(provider.getList('gadgets', listed)).resolves.toEqual({ data: [{ id: 1 }], total: 1 });
    await expect(provider.getOne('gadgets', { id: 2 })).resolves.toEqual({ data: { id: 2 } });
    expect(getList).toHaveBeenCalledWith('gadgets', listed);
    expect(getOne).toHaveBeenCalledWith('gadgets', { id: 2 });
  });

  it('refuses each method it is not given, naming the resource and the method', async () => {
    const provider = recordsProvider('gadgets', { getList: async () => ({ data: [], total: 0 }) });
    await expect(provider.update('gadgets', { id: 1, data: {}, previousData: { id: 1 } })).rejects.toThrow('The resource "gadgets" does not support update');
    await expect(provider.getOne('gadgets', { id: 1 })).rejects.toThrow('The resource "gadgets" does not support getOne');
    for (const method of RECORD_METHODS.filter((m) => m !== 'getList')) {
      await expect((provider[method] as () => Promise<unknown>)()).rejects.toThrow(`The resource "gadgets" does not support ${method}`);
    }
  });

  it('serves the named calls given beside its records', async () => {
    const provider = recordsProvider('bell', { getList: async () => ({ data: [], total: 0 }) }, { readAll: async (_: string, { userId }: { userId: string }) => `read ${userId}` });
    await expect(provider.readAll('bell', { userId: '7' })).resolves.toBe('read 7');
    await expect(provider.delete('bell', { id: 1, previousData: { id: 1 } })).rejects.toThrow('The resource "bell" does not support delete');
  });

  it('leaves a named-calls provider saying it holds no records', async () => {
    const provider = namedCallsProvider('footer', { apiVersion: async () => '1.0' });
    await expect(provider.getList('footer', { pagination: { page: 1, perPage: 1 }, sort: { field: '', order: 'ASC' }, filter: {} }))
      .rejects.toThrow('The resource "footer" has named calls only, no records');
    await expect(provider.apiVersion()).resolves.toBe('1.0');
  });
});
