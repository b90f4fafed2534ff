// A domain's page over the platform API's answers (a stubbed fetch, httpClient.fakeServer.ts), in the
// shell (layoutTestKit.tsx) of a user of account 7: each test of the file in that account's session,
// the page rendered with its plugin and the one flag that opens it, and its changes' traces answered.
import type { ReactElement } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import type { ConsolePlugin } from '../../src/plugins/types';
import { session } from '../../src/session/session';
import { fakeAuthProvider, renderInShell } from './layoutTestKit';
import { fakeServer, type FakeRoutes } from './httpClient.fakeServer';

/** The first render loads the page's modules: slow on a busy machine. */
export const FIRST_RENDER = { timeout: 20_000 };

/** Runs each test of the file in account 7's session; after it, the page, the stubbed fetch and the session go. */
export function inAccountSession(): void {
  beforeEach(() => session.set('accountId', 7));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    session.clear();
  });
}

/** Answers `routes` (and account 7's traces), then renders `page` with `plugin` for a user holding `flag`; the server, to read what was asked. */
export function renderPageOver(routes: FakeRoutes, page: ReactElement, { plugin, flag }: { plugin: ConsolePlugin; flag: string }) {
  const server = fakeServer({ 'POST /logtrace/7/track': () => ({ status: 201, body: { id: 1 } }), ...routes });
  renderInShell(page, { plugins: [plugin], authProvider: fakeAuthProvider({ [flag]: true }) });
  return server;
}
