// The AI assistant's one call (DESIGN §3: the ai service): the message with the editor's code as
// context; the server adds the system instruction and asks the configured service. The reply is
// the first choice's message content (developer-portal.md §7 "History, users and AI").
import { callDeclared } from '../../dataProviders/declaredCall';
import { aiAssistantRoutes } from '../../../contract/aiAssistantRoutes';

export async function askAssistant(message: string, context: string): Promise<string> {
  const answer = await callDeclared(aiAssistantRoutes.ask, { body: { message, context } });
  return answer.choices[0]?.message.content ?? '';
}
