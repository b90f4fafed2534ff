// The spec's error text order (console-shell.md §8): 'Unauthorized' on 401; the server message;
// the server data; otherwise 'something went wrong'.
export const UNAUTHORIZED_TEXT = 'Unauthorized';
export const FALLBACK_ERROR_TEXT = 'something went wrong';

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

export function errorText(status: number, body: unknown): string {
  if (status === 401) return UNAUTHORIZED_TEXT;
  if (body && typeof body === 'object') {
    const { message, data } = body as { message?: unknown; data?: unknown };
    if (nonEmpty(message)) return message;
    if (nonEmpty(data)) return data;
    if (data !== undefined && data !== null && typeof data !== 'string') return JSON.stringify(data);
  }
  return FALLBACK_ERROR_TEXT;
}
