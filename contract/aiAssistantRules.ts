// The AI code assistant's limits and messages (developer-portal.md §7 "History, users and AI"), for
// the console's chat and the server's proxy alike. No TypeBox here: the console imports this file.

/** The most characters of one message the user sends. */
export const AI_MESSAGE_MAX = 4_000;
/** The most characters of the editor's code sent along as context. */
export const AI_CONTEXT_MAX = 100_000;

export const AI_MESSAGES = {
  messageRequired: 'Please enter a message',
  notConfigured: 'AI assistant is not configured',
  upstreamFailed: 'The AI assistant could not answer. Please try again later.',
  upstreamTimedOut: 'The AI assistant took too long to answer. Please try again.',
  emptyReply: 'The AI assistant gave no answer. Please try again.',
} as const;
