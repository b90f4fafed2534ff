// The AI code assistant's wire schemas (developer-portal.md §3 "AI chat message", §7 "History, users
// and AI"). The console sends a message with the editor's code as context to POST /ai/v1/chat/completions;
// the server adds the system instruction and the model, asks the configured OpenAI-compatible
// service, and answers in that protocol's shape: the reply is the first choice's message content.
import { Type, type Static } from 'typebox';
import { Count, Nullable } from './wireTypes';
import { AI_CONTEXT_MAX, AI_MESSAGE_MAX } from './aiAssistantRules';

export const AiChatRole = Type.Enum(['user', 'assistant']);
export type AiChatRole = Static<typeof AiChatRole>;

export const AiChatMessage = Type.Object({ role: AiChatRole, content: Type.String() });
export type AiChatMessage = Static<typeof AiChatMessage>;

export const AiChatRequest = Type.Object({
  message: Type.String({ minLength: 1, maxLength: AI_MESSAGE_MAX, description: "The user's message" }),
  context: Type.Optional(Type.String({ maxLength: AI_CONTEXT_MAX, description: "The editor's current code" })),
});
export type AiChatRequest = Static<typeof AiChatRequest>;

export const AiChatChoice = Type.Object({
  index: Count(),
  message: AiChatMessage,
  finish_reason: Nullable(Type.String()),
});

export const AiChatCompletion = Type.Object({
  model: Type.String(),
  choices: Type.Array(AiChatChoice),
});
export type AiChatCompletion = Static<typeof AiChatCompletion>;
