// The shell's secondary parts wait for the page's first list when the console fetched it at boot
// (src/layout/frame/useAfterFirstList.ts): not before the list shows its rows, at once otherwise.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { DataProvider } from 'react-admin';
import { getListKey, firstPageParams, prefetchFirstListPage, type ListQuery } from '../../src/dataProviders/firstListPage';
import { useAfterFirstList } from '../../src/layout/frame/useAfterFirstList';

afterEach(cleanup);

const LIST: ListQuery = { resource: 'things', sort: { field: 'name', order: 'ASC' }, perPage: 10 };

/** A provider whose list answers when the test says so. */
function slowProvider() {
  let answer: (value: { data: { id: number; name: string }[]; total: number }) => void = () => undefined;
  const dataProvider = { getList: () => new Promise((resolve) => { answer = resolve; }) } as unknown as DataProvider;
  return { dataProvider, answer: () => answer({ data: [{ id: 1, name: 'First thing' }], total: 1 }) };
}

function Shell({ list }: { list: ReactNode }) {
  const secondaryParts = useAfterFirstList();
  return <>{list}{secondaryParts && <nav>menu</nav>}</>;
}

function TheList() {
  const params = firstPageParams(LIST);
  // Takes the page the boot prefetch is fetching under the same key, as the real list does.
  const { data } = useQuery<{ data: { name: string }[] }>({
    queryKey: getListKey(LIST.resource, params),
    queryFn: () => { throw new Error('the list fetched its first page again'); },
  });
  return <p>{data ? data.data[0].name : 'loading'}</p>;
}

describe('the secondary parts after the first list', () => {
  it('come once the list fetched at boot shows its rows', async () => {
    const queryClient = new QueryClient();
    const { dataProvider, answer } = slowProvider();
    prefetchFirstListPage(queryClient, dataProvider, LIST);
    render(<QueryClientProvider client={queryClient}><Shell list={<TheList />} /></QueryClientProvider>);

    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('menu')).toBeNull();
    answer();
    expect(await screen.findByText('First thing')).toBeTruthy();
    expect(await screen.findByText('menu')).toBeTruthy();
  });

  it('come at once when nothing was fetched at boot', () => {
    const queryClient = new QueryClient();
    const { result } = renderHook(() => useAfterFirstList(), {
      wrapper: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
    });
    expect(result.current).toBe(true);
  });

  it('do not wait for a list the page never shows longer than two seconds', async () => {
    const queryClient = new QueryClient();
    prefetchFirstListPage(queryClient, slowProvider().dataProvider, LIST);
    render(<QueryClientProvider client={queryClient}><Shell list={<p>a subscribe card</p>} /></QueryClientProvider>);
    expect(screen.queryByText('menu')).toBeNull();
    await waitFor(() => expect(screen.getByText('menu')).toBeTruthy(), { timeout: 3000 });
  });
});
