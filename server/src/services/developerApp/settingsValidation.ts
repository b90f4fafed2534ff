// Settings forms (developer-portal.md §3 Settings): an app's settingsSchema is a JSON Schema the
// console renders as a form; the server compiles it with ajv (the same draft-07 dialect
// @rjsf/validator-ajv8 uses) and checks defaults and each instance's settingsValues against it.
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { badRequest } from '../../http/errors';

/** strict: false accepts the form library's UI keywords (ui:..., enumNames) inside schemas. */
const ajv = new Ajv({ allErrors: true, strict: false, validateSchema: true });
addFormats(ajv);

export type JsonObject = Record<string, unknown>;

/** Settings documents are forms and their values, not data stores; big ones would also make ajv work hard. */
export const MAX_SETTINGS_CHARS = 100_000;

export function assertSettingsSize(field: string, value: unknown): void {
  if (value !== undefined && JSON.stringify(value).length > MAX_SETTINGS_CHARS) {
    throw badRequest(`${field} is larger than ${MAX_SETTINGS_CHARS} characters of JSON`);
  }
}

export interface SettingsError {
  path: string;
  message: string;
}

const describe = (errors: ErrorObject[] | null | undefined): SettingsError[] =>
  (errors ?? []).map((e) => ({ path: e.instancePath || '/', message: e.message ?? 'is invalid' }));

/**
 * Checks that the schema is a JSON Schema ajv can compile (else a 400 saying why), then, when
 * given, that the values satisfy it (else a 400 listing each failing field). The compiled schema
 * is dropped from ajv's cache afterwards: schemas come from users, and ajv keeps every one it has
 * compiled (and refuses a second schema with the same $id).
 */
export function checkSettings(schema: JsonObject, values?: { field: string; value: unknown }): void {
  if (!ajv.validateSchema(schema)) {
    throw badRequest(`settingsSchema is not a valid JSON Schema: ${ajv.errorsText(ajv.errors)}`, describe(ajv.errors));
  }
  let validate: ValidateFunction;
  try {
    validate = ajv.compile(schema);
  } catch (err) {
    // An unresolvable $ref and the like: the schema cannot be used to build a form.
    ajv.removeSchema(schema);
    throw badRequest(`settingsSchema cannot be compiled: ${(err as Error).message}`);
  }
  try {
    if (values && !validate(values.value)) {
      const errors = describe(validate.errors);
      throw badRequest(`${values.field} do not match the settings form: ${errors.map((e) => `${e.path} ${e.message}`).join('; ')}`, errors);
    }
  } finally {
    ajv.removeSchema(schema);
  }
}
