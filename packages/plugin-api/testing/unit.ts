// A plugin's console unit tests run on the host's kit (vitest, jsdom): its views rendered in the
// console's shell with the texts and flags a test gives, the platform API's answers stubbed at the
// HTTP client, the calls its data provider makes recorded, and the signed-in session a test sets
// (the selected account, say).
export { fakeAuthProvider, renderInShell } from '../../../tests/unit/layoutTestKit';
export { fakeServer, type FakeRoutes } from '../../../tests/unit/httpClient.fakeServer';
export { isTrace, recordCalls, type RecordedCall } from '../../../tests/unit/recordedCalls';
export { session } from '../../../src/session/session';
