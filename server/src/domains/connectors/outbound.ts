// Outbound HTTP for connector calls (issue 13 item 5), over undici with a connector of our own: the
// host is resolved once, EVERY address checked (security/addressPolicy.ts), and the socket opened to the
// checked address (no second lookup an attacker's DNS could answer differently). Only http and
// https; redirects are followed by hand, at most MAX_REDIRECTS, each hop through the same checks,
// and credentials are dropped when a hop leaves the first origin; one time-out covers the whole
// exchange; at most maxResponseBytes of the answer are read.
import { lookup } from 'node:dns/promises';
import net, { isIP } from 'node:net';
import tls from 'node:tls';
import { performance } from 'node:perf_hooks';
import { Agent, request, type Dispatcher } from 'undici';
import type buildConnector from 'undici/types/connector';
import { AllowedHosts, checkAddresses, PolicyError } from '../../security/addressPolicy';
import type { FailureKind } from '../../../../contract/connectorsRules';

export const MAX_REDIRECTS = 3;

export interface OutboundPolicy {
  allowed: AllowedHosts;
  timeoutMs: number;
  maxResponseBytes: number;
}

export interface OutboundRequest {
  method: string;
  url: string;
  headers: [string, string][];
  body: string | null;
  /** Header names (lower case) carrying credentials: dropped when a redirect leaves the first origin. */
  credentialHeaders: string[];
}

export interface Timings {
  dnsMs: number | null;
  connectMs: number | null;
  tlsMs: number | null;
  firstByteMs: number | null;
  totalMs: number;
}

export interface OutboundResult {
  response: { status: number; headers: [string, string][]; body: Buffer; truncated: boolean } | null;
  redirects: { status: number; location: string }[];
  timings: Timings;
  failure: { kind: FailureKind; message: string } | null;
}

interface HopTimings { dnsMs: number | null; connectMs: number | null; tlsMs: number | null; readyAt: number | null }

const round = (ms: number) => Math.round(ms * 100) / 100;

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Resolves a host and checks every address it resolves to; answers the one to connect to. */
export async function resolveChecked(hostname: string, allowed: AllowedHosts, signal: AbortSignal): Promise<{ address: string; family: number }> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  if (isIP(bare)) {
    checkAddresses(bare, [bare], allowed);
    return { address: bare, family: isIP(bare) };
  }
  const found = await abortable(lookup(bare, { all: true, verbatim: true }), signal);
  checkAddresses(bare, found.map((f) => f.address), allowed);
  return found[0];
}

/** undici's connect hook: resolve, check, then open the socket to the checked address itself. */
function pinnedConnector(policy: OutboundPolicy, hop: HopTimings, signal: AbortSignal): buildConnector.connector {
  return (options, callback) => {
    let answered = false;
    const answer = (...args: [null, net.Socket] | [Error, null]) => {
      if (answered) return;
      answered = true;
      callback(...args);
    };
    const dnsStart = performance.now();
    resolveChecked(options.hostname, policy.allowed, signal).then(({ address }) => {
      hop.dnsMs = round(performance.now() - dnsStart);
      const connectStart = performance.now();
      const https = options.protocol === 'https:';
      const port = Number(options.port) || (https ? 443 : 80);
      const bare = options.hostname.replace(/^\[|\]$/g, '');
      const socket = https
        ? tls.connect({ host: address, port, servername: isIP(bare) ? undefined : bare, ALPNProtocols: ['http/1.1'] })
        : net.connect({ host: address, port });
      socket.setNoDelay(true);
      socket.once('error', (err) => answer(err, null));
      socket.once('connect', () => { hop.connectMs = round(performance.now() - connectStart); });
      socket.once(https ? 'secureConnect' : 'connect', () => {
        const now = performance.now();
        if (https) hop.tlsMs = round(now - connectStart - (hop.connectMs ?? 0));
        hop.readyAt = now;
        answer(null, socket);
      });
      signal.addEventListener('abort', () => socket.destroy(), { once: true });
    }, (err: Error) => answer(err, null));
  };
}

const CODES: [RegExp, FailureKind][] = [
  [/^(ENOTFOUND|EAI_AGAIN|EAI_FAIL|EAI_NODATA|ENODATA)$/, 'dns'],
  [/^ECONNREFUSED$/, 'refused'],
  [/^(ETIMEDOUT|UND_ERR_CONNECT_TIMEOUT|UND_ERR_HEADERS_TIMEOUT|UND_ERR_BODY_TIMEOUT|ABORT_ERR|TimeoutError)$/, 'timeout'],
  [/^(ECONNRESET|EPIPE|UND_ERR_SOCKET|UND_ERR_CLOSED)$/, 'reset'],
  [/^(ERR_TLS_|ERR_SSL_|CERT_|DEPTH_ZERO|SELF_SIGNED|UNABLE_TO_|EPROTO|ERR_OSSL)/, 'tls'],
];

/** The plain reason of a failed exchange, from the error and its causes. */
export function classify(err: unknown, timedOut: boolean): { kind: FailureKind; message: string } {
  if (timedOut) return { kind: 'timeout', message: 'The call did not finish in time' };
  for (let e = err as { code?: string; name?: string; message?: string; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (e instanceof PolicyError) return { kind: 'policy', message: e.message };
    const code = e.code ?? e.name ?? '';
    const found = CODES.find(([pattern]) => pattern.test(code));
    if (found) return { kind: found[1], message: `${code}: ${e.message ?? ''}`.slice(0, 500) };
  }
  const message = err instanceof Error ? err.message : String(err);
  return { kind: 'network', message: message.slice(0, 500) };
}

async function readBounded(body: Dispatcher.ResponseData['body'], max: number): Promise<{ body: Buffer; truncated: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const buffer = chunk as Buffer;
    if (size + buffer.length > max) {
      chunks.push(buffer.subarray(0, max - size));
      body.on('error', () => undefined); // the abort that follows is ours
      body.destroy();
      return { body: Buffer.concat(chunks), truncated: true };
    }
    chunks.push(buffer);
    size += buffer.length;
  }
  return { body: Buffer.concat(chunks), truncated: false };
}

function headerPairs(headers: Dispatcher.ResponseData['headers']): [string, string][] {
  return Object.entries(headers).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((v): [string, string] => [name, String(v)]));
}

/** Performs the call; never throws: a failure is part of the result. */
export async function send(req: OutboundRequest, policy: OutboundPolicy): Promise<OutboundResult> {
  const started = performance.now();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => { timedOut = true; controller.abort(new Error('timed out')); }, policy.timeoutMs);
  const redirects: OutboundResult['redirects'] = [];
  let hop: HopTimings = { dnsMs: null, connectMs: null, tlsMs: null, readyAt: null };
  let firstByteMs: number | null = null;
  const result = (response: OutboundResult['response'], failure: OutboundResult['failure']): OutboundResult => ({
    response, redirects, failure,
    timings: { dnsMs: hop.dnsMs, connectMs: hop.connectMs, tlsMs: hop.tlsMs, firstByteMs, totalMs: round(performance.now() - started) },
  });
  let { method, body } = req;
  let headers = req.headers;
  let url: URL;
  try {
    url = new URL(req.url);
  } catch {
    clearTimeout(timer);
    return result(null, { kind: 'config', message: 'The URL is not valid' });
  }
  const firstOrigin = url.origin;
  try {
    for (let hops = 0; ; hops++) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new PolicyError(`Only http and https URLs are called, not ${url.protocol}`);
      if (url.username || url.password) throw new PolicyError('URLs with a user name or password are not called');
      hop = { dnsMs: null, connectMs: null, tlsMs: null, readyAt: null };
      const agent = new Agent({ connect: pinnedConnector(policy, hop, controller.signal), connections: 1, pipelining: 1 });
      try {
        const res = await request(url, {
          method: method as Dispatcher.HttpMethod, headers: Object.fromEntries(headers), body: body ?? undefined,
          dispatcher: agent, signal: controller.signal,
          headersTimeout: policy.timeoutMs, bodyTimeout: policy.timeoutMs,
        });
        firstByteMs = round(performance.now() - (hop.readyAt ?? started));
        const location = res.headers.location;
        if (res.statusCode >= 300 && res.statusCode < 400 && typeof location === 'string' && location) {
          await res.body.dump({ limit: 64 * 1024 }).catch(() => undefined);
          const next = new URL(location, url);
          redirects.push({ status: res.statusCode, location: next.toString() });
          if (hops >= MAX_REDIRECTS) return result(null, { kind: 'policy', message: `More than ${MAX_REDIRECTS} redirects` });
          if (res.statusCode === 303 || ((res.statusCode === 301 || res.statusCode === 302) && method !== 'GET' && method !== 'HEAD')) {
            method = 'GET';
            body = null;
            headers = headers.filter(([name]) => !['content-type', 'content-length'].includes(name.toLowerCase()));
          }
          // A connector's credentials go to its own origin only.
          if (next.origin !== firstOrigin) headers = headers.filter(([name]) => !req.credentialHeaders.includes(name.toLowerCase()));
          url = next;
          continue;
        }
        const read = await readBounded(res.body, policy.maxResponseBytes);
        return result({ status: res.statusCode, headers: headerPairs(res.headers), ...read }, null);
      } finally {
        void agent.destroy().catch(() => undefined);
      }
    }
  } catch (err) {
    return result(null, classify(err, timedOut));
  } finally {
    clearTimeout(timer);
  }
}
