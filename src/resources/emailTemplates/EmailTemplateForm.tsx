import { maxLength, required, SimpleForm, TextInput } from 'react-admin';
import { EMAIL_TEMPLATE_DESCRIPTION_MAX, EMAIL_TEMPLATE_NAME_MAX } from '../../../contract/emailTemplatesRules';

const nameRules = [required('emailTemplates.validation.nameRequired'), maxLength(EMAIL_TEMPLATE_NAME_MAX)];
const descriptionRules = [maxLength(EMAIL_TEMPLATE_DESCRIPTION_MAX)];

/** One form for create and edit (with the edit view's delete button). */
export function EmailTemplateForm() {
  return (
    <SimpleForm>
      <TextInput source="name" validate={nameRules} fullWidth />
      <TextInput source="description" validate={descriptionRules} multiline minRows={3} fullWidth />
    </SimpleForm>
  );
}
