// AI assistant: the console's code assistant (developer-portal.md §7 "History, users and AI"),
// under /ai (DESIGN §3): a proxy to the OpenAI-compatible service the operator configures
// (AI_BASE_URL, AI_API_KEY, AI_MODEL), so the key never reaches the browser.
import type { FastifyPluginAsync } from 'fastify';
import { authenticatedByDefault } from '../../security/authenticatedByDefault';
import chatCompletionRoutes from './routes/chatCompletions';
import { SERVICE_PREFIXES } from '../../../../contract/services';

export { loadAiConfig, type AiConfig } from './config';

const aiAssistant: FastifyPluginAsync = async (app) => {
  authenticatedByDefault(app);
  await app.register(chatCompletionRoutes, { prefix: SERVICE_PREFIXES.ai });
};

export default aiAssistant;
