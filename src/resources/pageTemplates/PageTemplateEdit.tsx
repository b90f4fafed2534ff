import { Edit } from 'react-admin';
import { PageTemplateForm } from './PageTemplateForm';

export function PageTemplateEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <PageTemplateForm />
    </Edit>
  );
}
