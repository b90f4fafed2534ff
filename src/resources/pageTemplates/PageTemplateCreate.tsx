import { Create } from 'react-admin';
import { useResultOnSuccess } from '../../ui/useResultOnSuccess';
import { PageTemplateForm } from './PageTemplateForm';
import { useBackToPage } from './useBackToPage';

/** Adds an app or an instance template (the resource says which), then back to the templates page. */
export function PageTemplateCreate() {
  return (
    <Create mutationOptions={useResultOnSuccess('created', useBackToPage())}>
      <PageTemplateForm />
    </Create>
  );
}
