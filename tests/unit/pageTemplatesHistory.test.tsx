// A page's History tab (developer-portal.md §4 "History compare"): revisions newest first with who made
// them, Compare only with exactly two ticked, a third tick refused with the spec's alert, and Restore
// handing the revision's values to the editor with a "Restored from" comment.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import HistoryTab from '../../src/resources/pageTemplates/history/HistoryTab';
import { pageHistoryResources } from '../../src/resources/pageTemplates/history/pageHistoryProvider';
import { withHistoryMessages } from '../../src/resources/pageTemplates/history/messages';
import { changedFields, comparedPair, revisionsOf, toggleTick } from '../../src/resources/pageTemplates/history/historyRules';
import { definePlugin } from '../../src/plugins/types';
import type { TemplatePage } from '../../contract/pageTemplates';
import type { HistoryAnswer, HistoryEntry } from '../../contract/pageTemplatesHistory';
import { session } from '../../src/session/session';
import { fakeServer } from './httpClient.fakeServer';
import { renderInShell } from './layoutTestKit';

// Two ticks start loading the diff view (Monaco) ahead of Compare; Monaco does not run in jsdom, and
// its load would outlive the test. The diff itself is covered by tests/e2e/pageTemplatesHistory.spec.ts.
vi.mock('../../src/resources/pageTemplates/history/RevisionDiff', () => ({ default: () => null }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const entry = (revision: number, overrides: Partial<HistoryEntry> = {}): HistoryEntry => ({
  id: revision, revision, pageName: 'Welcome', description: '<p>Hi</p>', category: 'Landing', comments: '', status: 'ACTIVE',
  content: `<h1>v${revision}</h1>`, dataForPreview: '{}', previewImage: '', stable: false, userCreated: 1, userEdited: 1,
  createdDatetime: '2026-11-26T10:00:00.000Z', updatedDatetime: '2026-11-26T10:00:00.000Z', action: 'updated', ...overrides,
});

const HISTORY: HistoryAnswer = {
  '2026-11-26T10:00:00.000Z': entry(1, { action: 'created', comments: 'First **draft**' }),
  '2026-11-26T11:00:00.000Z': entry(2, { userEdited: 2 }),
  '2026-11-26T12:00:00.000Z': entry(3, { userEdited: 2, status: 'INACTIVE', stable: true }),
};

describe('history rules', () => {
  it('lists newest first and ticks at most two', () => {
    const revisions = revisionsOf(HISTORY);
    expect(revisions.map((r) => r.revision)).toEqual([3, 2, 1]);
    let state = toggleTick([], revisions[0].time);
    state = toggleTick(state.ticked, revisions[2].time);
    expect(state).toEqual({ ticked: [revisions[0].time, revisions[2].time], refused: false });
    expect(toggleTick(state.ticked, revisions[1].time)).toEqual({ ticked: state.ticked, refused: true });
    expect(toggleTick(state.ticked, revisions[0].time).ticked).toEqual([revisions[2].time]);
    const [older, newer] = comparedPair(revisions, state.ticked)!;
    expect([older.revision, newer.revision]).toEqual([1, 3]);
    expect(changedFields(older, newer)).toEqual(['comments', 'status', 'stable', 'content']);
    expect(comparedPair(revisions, [revisions[0].time])).toBeUndefined();
  });
});

describe('HistoryTab', () => {
  const plugin = definePlugin({
    name: 'historyUnderTest',
    resources: pageHistoryResources,
    messages: withHistoryMessages({ en: {} }),
  });
  const page = { id: 9, stage: 'draft', revision: 3 } as TemplatePage;

  it('shows the timeline with names, allows Compare with two ticks only, alerts on a third, and restores', async () => {
    session.set('accessToken', 'token');
    session.set('accountId', 7);
    const server = fakeServer({
      'GET /storage/blob-storage/blob-audit-data': () => ({ status: 200, body: HISTORY }),
      'POST /manage/auth/users-list': () => ({ status: 200, body: [{ id: 1, firstName: 'Ada', lastName: 'Lovelace' }, { id: 2, firstName: 'Alan', lastName: 'Turing' }] }),
    });
    const onRestore = vi.fn();
    renderInShell(<HistoryTab page={page} onRestore={onRestore} />, { plugins: [plugin] });

    const items = await screen.findAllByTestId('history-revision');
    expect(items.map((item) => within(item).getByText(/^Revision \d$/).textContent)).toEqual(['Revision 3', 'Revision 2', 'Revision 1']);
    expect(await within(items[0]).findByText('by Alan Turing')).toBeTruthy();
    expect(within(items[2]).getByText('Created')).toBeTruthy();
    expect(server.to('GET /storage/blob-storage/blob-audit-data')[0].url.search).toBe('?entityName=templatePagesDrafts&entityId=9');
    expect(server.to('POST /manage/auth/users-list')[0].body).toEqual([1, 2]);

    const compare = screen.getByRole('button', { name: 'Compare' }) as HTMLButtonElement;
    const boxes = screen.getAllByRole('checkbox');
    expect(compare.disabled).toBe(true);
    fireEvent.click(boxes[0]);
    expect(compare.disabled).toBe(true);
    fireEvent.click(boxes[1]);
    expect(compare.disabled).toBe(false);
    fireEvent.click(boxes[2]);
    expect(screen.getByRole('alert').textContent).toBe('You can only select up to 2 items.');
    expect((boxes[2] as HTMLInputElement).checked).toBe(false);
    expect(compare.disabled).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Restore revision 1 into the editor' }));
    expect(onRestore).toHaveBeenCalledWith(expect.objectContaining({
      content: '<h1>v1</h1>', pageName: 'Welcome', status: 'ACTIVE', comments: expect.stringMatching(/^Restored from .*2026/),
    }));
    expect(screen.getByRole('status').textContent).toMatch(/Revision 1 is in the editor as unsaved changes/);
  });
});
