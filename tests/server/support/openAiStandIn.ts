// A local stand-in for an OpenAI-compatible chat-completions service (POST {base}/chat/completions),
// speaking its protocol: bearer key, JSON request with model and messages, an answer with choices
// or an error object. It records each request, and can be told to answer, fail or hang.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInRequest {
  path: string;
  authorization: string | undefined;
  body: { model?: string; messages?: { role: string; content: string }[] };
}

export type StandInBehaviour =
  | { kind: 'answer'; content: string }
  | { kind: 'error'; status: number; message: string }
  | { kind: 'hang' };

export interface OpenAiStandIn {
  /** The base URL to configure as AI_BASE_URL (ends in /v1). */
  baseUrl: string;
  requests: StandInRequest[];
  /** What the next requests get (until changed). */
  behave(behaviour: StandInBehaviour): void;
  close(): Promise<void>;
}

/** What the stand-in answers until told otherwise (the journeys' stand-in always does). */
export const DEFAULT_REPLY = '<footer class="note">Made for {{name}}</footer>';

/** The stand-in's own key: any other bearer gets the service's 401. */
export const STAND_IN_KEY = 'sk-stand-in-0123456789';

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
}

const send = (res: ServerResponse, status: number, body: object) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

const errorBody = (message: string, type: string) => ({ error: { message, type, param: null, code: null } });

export async function startOpenAiStandIn(port = 0): Promise<OpenAiStandIn> {
  let behaviour: StandInBehaviour = { kind: 'answer', content: DEFAULT_REPLY };
  const requests: StandInRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const server: Server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    if (req.method !== 'POST' || path !== '/v1/chat/completions') return send(res, 404, errorBody('Unknown URL', 'invalid_request_error'));
    const body = (await readJson(req).catch(() => null)) as StandInRequest['body'] | null;
    requests.push({ path, authorization: req.headers.authorization, body: body ?? {} });
    if (req.headers.authorization !== `Bearer ${STAND_IN_KEY}`) return send(res, 401, errorBody('Incorrect API key provided', 'invalid_request_error'));
    if (!body?.model || !Array.isArray(body.messages)) return send(res, 400, errorBody('model and messages are required', 'invalid_request_error'));
    if (behaviour.kind === 'hang') {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return undefined;
    }
    if (behaviour.kind === 'error') return send(res, behaviour.status, errorBody(behaviour.message, 'server_error'));
    return send(res, 200, {
      id: `chatcmpl-${requests.length}`, object: 'chat.completion', created: Math.floor(Date.now() / 1000), model: body.model,
      choices: [{ index: 0, message: { role: 'assistant', content: behaviour.content }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${bound}/v1`,
    requests,
    behave: (next) => { behaviour = next; },
    close: () => new Promise<void>((resolve) => {
      for (const res of hanging) res.destroy();
      server.close(() => resolve());
    }),
  };
}
