import { Edit } from 'react-admin';
import { EmailTemplateForm } from './EmailTemplateForm';

export function EmailTemplateEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <EmailTemplateForm />
    </Edit>
  );
}
