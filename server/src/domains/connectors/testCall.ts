// A test call (POST /connector/v1/test-connector-apis): authenticates the built call, sends it
// through the checked client and turns the exchange into the transcript the console shows, every
// secret (and what is derived from one: a Basic header, an OAuth token) replaced by a mask.
import type { TestTranscript } from '../../../../contract/connectors';
import { SECRET_MASK } from '../../../../contract/connectorsRules';
import { send, type OutboundPolicy, type OutboundResult } from './outbound';
import type { BuiltCall } from './connectorRules';

const REDACTED = `[redacted ${SECRET_MASK}]`;

function redactor(secrets: string[]) {
  const needles = [...new Set(secrets.filter((s) => s.length >= 3).flatMap((s) => [s, encodeURIComponent(s)]))]
    .sort((a, b) => b.length - a.length);
  return (text: string) => needles.reduce((out, needle) => out.split(needle).join(REDACTED), text);
}

async function clientCredentialsToken(call: BuiltCall, policy: OutboundPolicy): Promise<{ token?: string; failed?: OutboundResult }> {
  const c = call.credentials!;
  const form = new URLSearchParams({ grant_type: 'client_credentials', client_id: c.username, client_secret: c.secret ?? '' });
  if (c.auth.scope) form.set('scope', c.auth.scope);
  const result = await send({
    method: 'POST', url: c.auth.tokenUrl ?? '', body: form.toString(),
    headers: [['content-type', 'application/x-www-form-urlencoded'], ['accept', 'application/json']], credentialHeaders: [],
  }, policy);
  if (result.failure) return { failed: result };
  let token: unknown;
  try {
    token = (JSON.parse(result.response!.body.toString('utf8')) as { access_token?: unknown }).access_token;
  } catch { /* not JSON */ }
  if (result.response!.status >= 400 || typeof token !== 'string' || !token) {
    return { failed: { ...result, response: null, failure: { kind: 'config', message: `The token endpoint answered ${result.response!.status} without an access_token` } } };
  }
  return { token };
}

export async function runTestCall(call: BuiltCall, policy: OutboundPolicy): Promise<TestTranscript> {
  const url = new URL(call.url);
  const headers = [...call.headers];
  const secrets: string[] = [];
  const credentialHeaders: string[] = [];
  const c = call.credentials;
  let failedEarly: OutboundResult | undefined;
  if (c?.secret) {
    secrets.push(c.secret);
    if (c.type === 'apiKey' && c.auth.keyIn === 'query') url.searchParams.set(c.auth.keyName ?? 'api_key', c.secret);
    else if (c.type === 'apiKey') { headers.push([c.auth.keyName ?? 'x-api-key', c.secret]); credentialHeaders.push((c.auth.keyName ?? 'x-api-key').toLowerCase()); }
    else if (c.type === 'bearer') { headers.push(['authorization', `Bearer ${c.secret}`]); credentialHeaders.push('authorization'); }
    else if (c.type === 'basic') {
      const basic = Buffer.from(`${c.username}:${c.secret}`).toString('base64');
      secrets.push(basic);
      headers.push(['authorization', `Basic ${basic}`]);
      credentialHeaders.push('authorization');
    } else if (c.type === 'oauth2ClientCredentials') {
      const { token, failed } = await clientCredentialsToken(call, policy);
      if (token) {
        secrets.push(token);
        headers.push(['authorization', `Bearer ${token}`]);
        credentialHeaders.push('authorization');
      } else failedEarly = failed;
    }
  }
  const result = failedEarly ?? await send({ method: call.method, url: url.toString(), headers, body: call.body, credentialHeaders }, policy);
  const redact = redactor(secrets);
  const response = result.response;
  let body = response ? response.body.toString('utf8') : '';
  let bodyIsJson = false;
  const contentType = response?.headers.find(([n]) => n.toLowerCase() === 'content-type')?.[1] ?? '';
  if (response && !response.truncated && /json/i.test(contentType)) {
    try {
      body = JSON.stringify(JSON.parse(body), null, 2);
      bodyIsJson = true;
    } catch { /* shown as it came */ }
  }
  return {
    ok: result.failure === null && response !== null,
    request: {
      method: call.method, url: redact(url.toString()),
      headers: headers.map(([name, value]) => ({ name, value: redact(value) })),
      body: call.body === null ? null : redact(call.body),
      credentialsSent: c !== null && !failedEarly,
      credentialsWithheld: call.ownCredentialsWithheld,
    },
    response: response && {
      status: response.status,
      headers: response.headers.map(([name, value]) => ({ name, value: redact(value) })),
      body: redact(body), bodyIsJson, bodyTruncated: response.truncated, size: response.body.length,
    },
    redirects: result.redirects.map((r) => ({ status: r.status, location: redact(r.location) })),
    timings: result.timings,
    failure: result.failure && { kind: result.failure.kind, message: redact(result.failure.message) },
    limits: { timeoutMs: policy.timeoutMs, maxResponseBytes: policy.maxResponseBytes },
  };
}
