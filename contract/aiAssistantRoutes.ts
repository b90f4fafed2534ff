// The AI assistant's one route (developer-portal.md §7 "History, users and AI"), declared once: the
// server mounts it from here and the console's code editors ask by it. Any member of the account may
// ask (no flag); what it takes and answers are the TypeBox schemas of contract/aiAssistant.ts.
import type { AiChatCompletion, AiChatRequest } from './aiAssistant';
import { namedRoutes, route } from './routeTable';

export const aiAssistantRoutes = namedRoutes('aiAssistant', {
  ask: route<{ body: typeof AiChatRequest; response: typeof AiChatCompletion }>({
    service: 'ai', method: 'POST', path: '/v1/chat/completions', flags: [],
  }),
});
