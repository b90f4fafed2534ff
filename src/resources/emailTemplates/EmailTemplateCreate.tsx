import { Create } from 'react-admin';
import { EmailTemplateForm } from './EmailTemplateForm';

export function EmailTemplateCreate() {
  return (
    <Create redirect="list">
      <EmailTemplateForm />
    </Create>
  );
}
