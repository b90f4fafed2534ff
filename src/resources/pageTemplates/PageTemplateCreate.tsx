import { Create } from 'react-admin';
import { PageTemplateForm } from './PageTemplateForm';

export function PageTemplateCreate() {
  return (
    <Create redirect="list">
      <PageTemplateForm />
    </Create>
  );
}
