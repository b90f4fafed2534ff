import { Edit } from 'react-admin';
import { useResultOnSuccess } from '../../ui/useResultOnSuccess';
import { PageTemplateForm } from './PageTemplateForm';
import { useBackToPage } from './useBackToPage';

/** Changes an app or an instance template, then back to the templates page. */
export function PageTemplateEdit() {
  return (
    <Edit mutationMode="pessimistic" mutationOptions={useResultOnSuccess('updated', useBackToPage())}>
      <PageTemplateForm />
    </Edit>
  );
}
