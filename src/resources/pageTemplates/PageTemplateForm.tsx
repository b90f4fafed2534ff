import { maxLength, required, SimpleForm, TextInput } from 'react-admin';
import { PAGE_TEMPLATE_DESCRIPTION_MAX, PAGE_TEMPLATE_NAME_MAX } from '../../../contract/pageTemplatesRules';

const nameRules = [required('pageTemplates.validation.nameRequired'), maxLength(PAGE_TEMPLATE_NAME_MAX)];
const descriptionRules = [maxLength(PAGE_TEMPLATE_DESCRIPTION_MAX)];

/** One form for create and edit (with the edit view's delete button). */
export function PageTemplateForm() {
  return (
    <SimpleForm>
      <TextInput source="name" validate={nameRules} fullWidth />
      <TextInput source="description" validate={descriptionRules} multiline minRows={3} fullWidth />
    </SimpleForm>
  );
}
