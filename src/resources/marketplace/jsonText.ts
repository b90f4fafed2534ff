// JSON typed into a text box: a parsed object, or the parse error to show (never a thrown one).
import type { JsonObject } from './marketplaceDataProvider';

export type JsonParse = { ok: true; value: JsonObject | null } | { ok: false; error: string };

export function parseJsonObject(text: string): JsonParse {
  if (!text.trim()) return { ok: true, value: null };
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, error: 'A JSON object ({ ... }) is expected' };
    return { ok: true, value: value as JsonObject };
  } catch (err) {
    return { ok: false, error: (err as Error).message };
  }
}

export const prettyJson = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value, null, 2));
