// The JSON Schema `format`s of app settings forms, as functions: ajv-formats' full set (what the
// server's ajv checks) with `url` bounded, for the console's form, which interprets schemas rather
// than compiling them (the console's Content-Security-Policy allows no eval).
import { fullFormats } from 'ajv-formats/dist/formats';

/** ajv-formats' `url` expression backtracks quadratically (90,000 characters take 4 s); real URLs are short. */
export const MAX_URL_CHARS = 2_048;

/** ajv's shapes of a format: an expression, a function, `true` (anything goes) or an object with its type. */
type FormatDefinition = true | RegExp | ((value: string) => boolean) | { type?: 'string' | 'number'; validate: RegExp | ((value: never) => boolean) };

/** A format applies to strings, or, for the numeric ones (int32, float…), to numbers. */
export interface FormatCheck {
  type: 'string' | 'number';
  test: (value: string | number) => boolean;
}

function toCheck(definition: FormatDefinition): FormatCheck {
  if (definition === true) return { type: 'string', test: () => true };
  const { type = 'string', validate } = definition instanceof RegExp || typeof definition === 'function'
    ? { type: 'string' as const, validate: definition }
    : definition;
  const test = validate instanceof RegExp
    ? (value: string | number) => validate.test(String(value))
    : (value: string | number) => (validate as (value: string | number) => boolean)(value);
  return { type, test };
}

const URL_FORMAT = fullFormats.url as RegExp;

/** The two the form library (rjsf) adds to ajv's for its colour and file widgets. */
const FORM_LIBRARY_FORMATS: Record<string, RegExp> = {
  color: /^(#?([0-9A-Fa-f]{3}){1,2}\b|aqua|black|blue|fuchsia|gray|green|lime|maroon|navy|olive|orange|purple|red|silver|teal|white|yellow|(rgb\(\s*\b([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])\b\s*,\s*\b([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])\b\s*,\s*\b([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])\b\s*\))|(rgb\(\s*(\d?\d%|100%)+\s*,\s*(\d?\d%|100%)+\s*,\s*(\d?\d%|100%)+\s*\)))$/,
  'data-url': /^data:([a-z]+\/[a-z0-9-+.]+)?;(?:name=(.*);)?base64,(.*)$/,
};

export const settingsFormats: Record<string, FormatCheck> = Object.fromEntries([
  ...Object.entries(fullFormats).map(([name, definition]) => [name, toCheck(definition as FormatDefinition)]),
  ...Object.entries(FORM_LIBRARY_FORMATS).map(([name, expression]) => [name, toCheck(expression)]),
  ['url', toCheck((value: string) => value.length <= MAX_URL_CHARS && URL_FORMAT.test(value))],
]);

/** Whether the value satisfies the format; unknown formats and values of another type pass, as in ajv. */
export function satisfiesFormat(format: string, value: unknown): boolean {
  const check = Object.hasOwn(settingsFormats, format) ? settingsFormats[format] : undefined;
  if (!check || typeof value !== check.type) return true;
  return check.test(value as string | number);
}
