// One question to the OpenAI-compatible chat-completions service (developer-portal.md §7 "History,
// users and AI"): the system instruction asking for code only, the user's message with the editor's
// code as context, and the configured model; the reply is the first choice's message content.
// Failures become answers the console can show: 502 for an error or a useless answer, 504 for a
// time-out. The service's own error text is logged, never passed on (it may echo the key's owner).
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../http/errors';
import { AI_MESSAGES } from '../../../../contract/aiAssistantRules';
import type { AiUpstream } from './config';

export const SYSTEM_INSTRUCTION = 'You are a coding assistant inside a web page template editor. '
  + 'Answer with code only: no explanation, no comments about the answer, no markdown and no code fences. '
  + 'The template is HTML with {{placeholder}} tokens; keep the placeholders the user has.';

/** The user's turn: the message, then the editor's code when there is any. */
export function userTurn(message: string, context: string | undefined): string {
  return context?.trim() ? `${message}\n\nThe current code:\n${context}` : message;
}

const badGateway = (message: string) => new HttpError(502, message, 'Bad Gateway');
const timedOut = () => new HttpError(504, AI_MESSAGES.upstreamTimedOut, 'Gateway Timeout');

interface CompletionAnswer {
  choices?: { message?: { content?: unknown } }[];
}

export async function askUpstream(
  upstream: AiUpstream, timeoutMs: number, message: string, context: string | undefined, log: FastifyBaseLogger,
): Promise<string> {
  const signal = AbortSignal.timeout(timeoutMs);
  let answer: CompletionAnswer;
  try {
    const response = await fetch(`${upstream.baseUrl}/chat/completions`, {
      method: 'POST',
      signal,
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(upstream.apiKey && { authorization: `Bearer ${upstream.apiKey}` }),
      },
      body: JSON.stringify({
        model: upstream.model,
        messages: [{ role: 'system', content: SYSTEM_INSTRUCTION }, { role: 'user', content: userTurn(message, context) }],
      }),
    });
    const text = await response.text();
    if (!response.ok) {
      log.warn({ status: response.status, body: text.slice(0, 500) }, 'the AI service refused');
      throw badGateway(AI_MESSAGES.upstreamFailed);
    }
    answer = JSON.parse(text) as CompletionAnswer;
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if (signal.aborted) throw timedOut();
    log.warn({ err: (err as Error).message }, 'the AI service could not be reached or answered no JSON');
    throw badGateway(AI_MESSAGES.upstreamFailed);
  }
  const content = answer?.choices?.[0]?.message?.content;
  if (typeof content !== 'string' || !content.trim()) throw badGateway(AI_MESSAGES.emptyReply);
  return withoutFence(content);
}

/** A model that wraps its code in one markdown fence despite the instruction: the code inside it. */
export function withoutFence(content: string): string {
  const fenced = /^\s*```[\w+-]*[ \t]*\n([\s\S]*?)\n```\s*$/.exec(content);
  return fenced ? fenced[1] : content;
}
