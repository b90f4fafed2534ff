// The settings check itself (developer-portal.md §3 Settings): an app's settingsSchema is a JSON
// Schema the console renders as a form; ajv (the same draft-07 dialect @rjsf/validator-ajv8 uses)
// checks that it compiles, then checks defaults or an instance's settingsValues against it.
// Schemas come from users: this runs in a worker with a time and memory limit (settingsCheckWorker.ts),
// patterns run on a linear-time engine, and what would exhaust the stack is answered, not thrown.
import Ajv, { type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { linearRegExp, UnsupportedPatternError } from '../../../../contract/linearRegExp';
import { settingsFormats } from '../../../../contract/settingsFormats';

export interface SettingsCheckRequest {
  schema: Record<string, unknown>;
  /** The document to check against the schema, and the field it came in (for the message). */
  values?: { field: string; value: unknown };
}

export interface SettingsError {
  path: string;
  message: string;
}

export type SettingsCheckResult = { ok: true } | { ok: false; message: string; errors?: SettingsError[] };

/**
 * A form lists a few errors; a schema whose errors multiply ($ref fan-out) can produce millions,
 * which would only be copied back to the main thread and sent out.
 */
export const MAX_REPORTED_ERRORS = 50;

/** strict: false accepts the form library's UI keywords (ui:..., enumNames) inside schemas. */
function newAjv(options: Options = {}): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: false, code: { regExp: linearRegExp }, ...options });
  addFormats(ajv);
  // ajv-formats' url, bounded in length (it backtracks quadratically): the console's form checks the same.
  ajv.addFormat('url', (value: string) => settingsFormats.url.test(value));
  return ajv;
}

class UnsupportedKeywordError extends Error {}

/**
 * The form library (rjsf) matches patternProperties' keys with JavaScript's backtracking RegExp in
 * the admin's browser, outside any validator we can give a linear-time engine: refused wherever ajv
 * meets it as a keyword (a property named "patternProperties" is fine).
 */
function refusePatternProperties(ajv: Ajv): Ajv {
  ajv.removeKeyword('patternProperties');
  ajv.addKeyword({
    keyword: 'patternProperties',
    compile: () => {
      throw new UnsupportedKeywordError('patternProperties is not supported in settings forms (the form library would match its keys with a backtracking RegExp)');
    },
  });
  return ajv;
}

/** Checks schemas against the JSON Schema meta-schema; it compiles none of them, so it keeps nothing of them. */
const metaSchemaChecker = newAjv();

const describe = (errors: ErrorObject[] | null | undefined): SettingsError[] =>
  (errors ?? []).slice(0, MAX_REPORTED_ERRORS).map((e) => ({ path: e.instancePath || '/', message: e.message ?? 'is invalid' }));

const refused = (message: string, errors?: SettingsError[]): SettingsCheckResult => ({ ok: false, message, ...(errors ? { errors } : {}) });

function compile(schema: Record<string, unknown>): ValidateFunction | SettingsCheckResult {
  // A fresh ajv for each schema: ajv keeps every schema and pattern it has compiled for good (and
  // refuses a second schema with the same $id); a new one costs about a millisecond.
  try {
    return refusePatternProperties(newAjv({ validateSchema: false })).compile(schema);
  } catch (err) {
    if (err instanceof UnsupportedPatternError || err instanceof UnsupportedKeywordError) return refused(`settingsSchema ${err.message}`);
    // An unresolvable $ref and the like: the schema cannot be used to build a form.
    return refused(`settingsSchema cannot be compiled: ${(err as Error).message}`);
  }
}

function validate(check: ValidateFunction, { field, value }: { field: string; value: unknown }): SettingsCheckResult {
  try {
    if (check(value)) return { ok: true };
  } catch (err) {
    // A schema that refers to itself without descending into the data (allOf: [{ $ref: '#' }])
    // recurses until the stack runs out.
    if (err instanceof RangeError) return refused(`settingsSchema cannot be checked: ${err.message}`);
    throw err;
  }
  const errors = describe(check.errors);
  return refused(`${field} do not match the settings form: ${errors.map((e) => `${e.path} ${e.message}`).join('; ')}`, errors);
}

/**
 * Whether the schema is a JSON Schema ajv can compile (else why not), then, when given, whether
 * the values satisfy it (else each failing field).
 */
export function runSettingsCheck({ schema, values }: SettingsCheckRequest): SettingsCheckResult {
  if (!metaSchemaChecker.validateSchema(schema)) {
    const errors = metaSchemaChecker.errors;
    return refused(`settingsSchema is not a valid JSON Schema: ${metaSchemaChecker.errorsText(errors)}`, describe(errors));
  }
  const compiled = compile(schema);
  if (typeof compiled !== 'function') return compiled;
  return values ? validate(compiled, values) : { ok: true };
}
