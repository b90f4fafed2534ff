// A change is recorded once in the activity log (docs/decisions/0406-activity-recorded-once.md): a
// route declared `recordsActivity` is recorded by the server, so changeDeclared calls it and answers
// the same but posts no trace of its own; a route without it is still traced by the console.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeDeclared } from '../../src/dataProviders/declaredCall';
import { route } from '../../contract/routeTable';
import { apiKeyRoutes } from '../../contract/apiKeysRoutes';
import { session } from '../../src/session/session';
import { isTrace, recordCalls } from './recordedCalls';

const service = 'manage';
const traced = route({ service, method: 'DELETE', path: '/gadgets/:id', flags: [] });
const recorded = route({ service, method: 'DELETE', path: '/widgets/:id', flags: [], recordsActivity: true });

beforeEach(() => session.set('accountId', 5));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('a declared change and its activity trace', () => {
  it('posts a trace for a route the server does not record', async () => {
    const calls = recordCalls(() => ({ message: 'Gadget deleted' }));
    await expect(changeDeclared(traced, 'gadgets', 'delete', { params: { id: 3 } })).resolves.toEqual({ message: 'Gadget deleted' });
    await vi.waitFor(() => expect(calls.filter(isTrace).map((c) => [c.path, (c.body as { event: string }).event, c.folder]))
      .toEqual([['/logtrace/5/track', 'delete', 'gadgets']]));
  });

  it('posts no trace for a route declared recordsActivity, and still makes the call and answers the same', async () => {
    const calls = recordCalls(() => ({ message: 'Widget deleted' }));
    await expect(changeDeclared(recorded, 'widgets', 'delete', { params: { id: 4 } })).resolves.toEqual({ message: 'Widget deleted' });
    await expect(changeDeclared(apiKeyRoutes.remove, 'apiKeys', 'delete', { params: { id: 7 } })).resolves.toEqual({ message: 'Widget deleted' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['DELETE /manage/widgets/4', 'DELETE /app/developerApp/app-instance-api-key/7']);
    expect(calls.filter(isTrace)).toEqual([]);
  });
});
