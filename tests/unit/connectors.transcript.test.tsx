// A test call's transcript in the console: a refusal says why in plain words and what to check; an
// answer shows status, pretty JSON and timings.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { connectorsPlugin } from '../../src/resources/connectors';
import { TestTranscriptView } from '../../src/resources/connectors/TestTranscriptView';
import type { TestTranscript } from '../../contract/connectors';
import { renderInShell } from './layoutTestKit';

afterEach(cleanup);

const base: TestTranscript = {
  ok: false,
  request: { method: 'GET', url: 'http://10.0.0.1/', headers: [{ name: 'authorization', value: 'Bearer [redacted ••••••••]' }], body: null, credentialsSent: true, credentialsWithheld: false },
  response: null,
  redirects: [],
  timings: { dnsMs: null, connectMs: null, tlsMs: null, firstByteMs: null, totalMs: 1.5 },
  failure: { kind: 'policy', message: '10.0.0.1 is a private address' },
  limits: { timeoutMs: 10000, maxResponseBytes: 262144 },
};

describe('connector test transcript', () => {
  it('explains a policy refusal in plain words, with what to check', async () => {
    renderInShell(<TestTranscriptView transcript={base} />, { plugins: [connectorsPlugin] });
    expect((await screen.findByRole('alert')).textContent).toMatch(/Blocked by policy.*private/);
    expect(screen.getByText(/CONNECTOR_ALLOWED_HOSTS/)).toBeTruthy();
    expect(screen.getByText(/Bearer \[redacted/)).toBeTruthy();
  });

  it('shows an answer: status, body and timings', async () => {
    const ok: TestTranscript = {
      ...base, ok: true, failure: null,
      response: { status: 200, headers: [{ name: 'content-type', value: 'application/json' }], body: '{\n  "id": 42\n}', bodyIsJson: true, bodyTruncated: false, size: 9 },
      timings: { dnsMs: 0.4, connectMs: 1.2, tlsMs: null, firstByteMs: 3, totalMs: 6 },
    };
    renderInShell(<TestTranscriptView transcript={ok} />, { plugins: [connectorsPlugin] });
    expect(await screen.findByText('Status 200')).toBeTruthy();
    expect(screen.getByTestId('test-response-body').textContent).toContain('"id": 42');
    expect(screen.getByText('First byte')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
