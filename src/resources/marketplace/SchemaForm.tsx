// A settings form rendered from its JSON Schema with react-jsonschema-form's MUI theme, checked
// by settingsFormValidator (ajv's messages without ajv's eval; the server checks with ajv itself).
// Loaded only with the settings pages.
import Form from '@rjsf/mui';
import type { RJSFSchema } from '@rjsf/utils';
import type { JsonObject } from './marketplaceDataProvider';
import { settingsFormValidator } from './settingsFormValidator';

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
      validator={settingsFormValidator}
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
