// The AI code assistant's upstream, from environment variables (README.md): an OpenAI-compatible
// chat-completions service. Without AI_BASE_URL the assistant is off and its route says so.
export interface AiUpstream {
  /** The service's base, e.g. https://api.openai.com/v1: requests go to {baseUrl}/chat/completions. */
  baseUrl: string;
  /** Sent as a bearer token; a local service may need none. Never leaves the server. */
  apiKey?: string;
  model: string;
}

export interface AiConfig {
  upstream?: AiUpstream;
  /** A request to the service is abandoned after this many milliseconds (answered 504). */
  timeoutMs: number;
  /** Messages per user per minute. */
  rateLimit: number;
}

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
}

function upstreamOf(env: NodeJS.ProcessEnv): AiUpstream | undefined {
  const baseUrl = env.AI_BASE_URL?.trim();
  const model = env.AI_MODEL?.trim();
  if (!baseUrl) {
    if (model || env.AI_API_KEY) throw new Error('AI_MODEL and AI_API_KEY need AI_BASE_URL (the OpenAI-compatible service, e.g. https://api.openai.com/v1)');
    return undefined;
  }
  if (!/^https?:\/\/[^/]/.test(baseUrl) || !URL.canParse(baseUrl)) throw new Error(`AI_BASE_URL must be an http(s) URL, got "${baseUrl}"`);
  if (!model) throw new Error('AI_BASE_URL needs AI_MODEL, the model to ask (e.g. gpt-4o-mini)');
  return { baseUrl: baseUrl.replace(/\/+$/, ''), apiKey: env.AI_API_KEY || undefined, model };
}

export function loadAiConfig(env: NodeJS.ProcessEnv): AiConfig {
  return {
    upstream: upstreamOf(env),
    timeoutMs: positive('AI_TIMEOUT_MS', env.AI_TIMEOUT_MS, 30_000),
    rateLimit: positive('AI_RATE_LIMIT', env.AI_RATE_LIMIT, 20),
  };
}
