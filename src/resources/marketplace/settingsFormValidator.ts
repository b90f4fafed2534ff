// The form library's validator for settings forms, on jsonSchemaCheck instead of ajv (which needs
// eval, forbidden by the console's Content-Security-Policy). Errors go through the library's own
// processing of ajv errors, so titles, custom validation and the error list behave as with ajv.
import type { CustomValidator, ErrorTransformer, RJSFSchema, UiSchema, ValidationData, ValidatorType } from '@rjsf/utils';
import processRawValidationErrors from '@rjsf/validator-ajv8/lib/processRawValidationErrors.js';
import { checkJsonSchema, type SchemaError } from './jsonSchemaCheck';

type FormData = Record<string, unknown>;

class SettingsFormValidator implements ValidatorType<FormData> {
  rawValidation<Result = SchemaError>(schema: RJSFSchema, formData?: FormData): { errors?: Result[]; validationError?: Error } {
    try {
      return { errors: checkJsonSchema(schema, formData) as Result[] };
    } catch (err) {
      return { validationError: err as Error };
    }
  }

  validateFormData(formData: FormData | undefined, schema: RJSFSchema, customValidate?: CustomValidator<FormData>,
    transformErrors?: ErrorTransformer<FormData>, uiSchema?: UiSchema<FormData>): ValidationData<FormData> {
    const raw = this.rawValidation(schema, formData);
    // The library's processing takes ajv's ErrorObject, whose shape SchemaError has.
    return processRawValidationErrors(this, raw as Parameters<typeof processRawValidationErrors>[1], formData, schema, customValidate, transformErrors, uiSchema);
  }

  /** The library asks this to pick the anyOf/oneOf option that fits the data. */
  isValid(schema: RJSFSchema, formData: FormData | undefined, rootSchema: RJSFSchema): boolean {
    try {
      return checkJsonSchema(schema, formData, rootSchema).length === 0;
    } catch {
      return false;
    }
  }
}

export const settingsFormValidator: ValidatorType<FormData> = new SettingsFormValidator();
