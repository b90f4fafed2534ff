// The AI assistant's one call (DESIGN §3: the ai service): the message with the editor's code as
// context; the server adds the system instruction and asks the configured service. The reply is
// the first choice's message content (developer-portal.md §7 "History, users and AI").
import { request } from '../../dataProviders/httpClient';
import type { AiChatCompletion, AiChatRequest } from '../../../contract/aiAssistant';

export async function askAssistant(message: string, context: string): Promise<string> {
  const body: AiChatRequest = { message, context };
  const { json } = await request<AiChatCompletion>('ai', '/v1/chat/completions', { method: 'POST', body });
  return json.choices[0]?.message.content ?? '';
}
