// A settings form rendered from its JSON Schema with react-jsonschema-form's MUI theme and its
// ajv 8 validator (the server checks with ajv too). Loaded only with the settings pages.
import Form from '@rjsf/mui';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { linearRegExp } from '../../../contract/linearRegExp';
import type { JsonObject } from './marketplaceApi';

/** The schema's patterns come from the app's developer: matched in linear time, as on the server, so none can freeze the tab. */
const validator = customizeValidator({ ajvOptionsOverrides: { code: { regExp: linearRegExp } } });

export function SchemaForm({ schema, formData, onChange, onSubmit, submitLabel, disabled = false, readOnly = false }: {
  schema: JsonObject;
  formData: JsonObject | null;
  onChange?: (data: JsonObject) => void;
  /** Without it the form is a preview: no submit button. */
  onSubmit?: (data: JsonObject) => void;
  submitLabel?: string;
  disabled?: boolean;
  /** Shows the values without letting them change. */
  readOnly?: boolean;
}) {
  return (
    <Form
      schema={schema as RJSFSchema}
      formData={formData ?? undefined}
      validator={validator}
      readonly={readOnly}
      uiSchema={{ 'ui:submitButtonOptions': onSubmit ? { submitText: submitLabel, props: { disabled } } : { norender: true } }}
      // ajv's messages under each field, rather than the browser's own bubbles.
      noHtml5Validate
      showErrorList="top"
      liveValidate={onSubmit ? 'onBlur' : undefined}
      onChange={(event) => onChange?.((event.formData ?? {}) as JsonObject)}
      onSubmit={(event) => onSubmit?.((event.formData ?? {}) as JsonObject)}
    />
  );
}
