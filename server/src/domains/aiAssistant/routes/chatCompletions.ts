// POST /ai/v1/chat/completions (DESIGN §3, the ai service): the console's AI code assistant. Any
// member of the account may ask; each user has a rate limit of their own (in memory, or shared
// between replicas through Redis). The answer has the chat-completions shape, so the reply is the
// first choice's message content; the service's key stays on the server.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../../http/errors';
import { mountDeclared } from '../../../http/declaredRoute';
import { AiChatCompletion, AiChatRequest } from '../../../../../contract/aiAssistant';
import { aiAssistantRoutes as declared } from '../../../../../contract/aiAssistantRoutes';
import { AI_MESSAGES } from '../../../../../contract/aiAssistantRules';
import { askUpstream } from '../upstream';

/** Counted per signed-in user (the route authenticates before the limit is checked). */
const perUser = (request: FastifyRequest) => `ai-user:${request.caller?.userId ?? request.ip}`;

const chatCompletionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ai } = app.platform.config;

  mountDeclared(app, declared.ask, { body: AiChatRequest, response: AiChatCompletion }, {
    summary: 'Ask the AI code assistant: a message with the editor’s code as context; the reply is code only',
    errors: [400, 401, 403, 429, 502, 503, 504],
    config: { rateLimit: { max: ai.rateLimit, timeWindow: '1 minute', hook: 'preHandler', keyGenerator: perUser } },
  }, async (request) => {
    const message = request.body.message.trim();
    if (!message) throw badRequest(AI_MESSAGES.messageRequired, { field: 'message' });
    if (!ai.upstream) throw new HttpError(503, AI_MESSAGES.notConfigured, 'Service Unavailable');
    const content = await askUpstream(ai.upstream, ai.timeoutMs, message, request.body.context, request.log);
    return {
      model: ai.upstream.model,
      choices: [{ index: 0, message: { role: 'assistant' as const, content }, finish_reason: 'stop' }],
    };
  });
};

export default chatCompletionRoutes;
