import { Create, ResourceContextProvider } from 'react-admin';
import { useResultOnSuccess } from '../../ui/useResultOnSuccess';
import { PageTemplateForm } from './PageTemplateForm';
import { useBackToPage } from './useBackToPage';
import { useTemplateResourceOfAddress } from './useTemplateKind';

function CreateForm() {
  return (
    <Create mutationOptions={useResultOnSuccess('created', useBackToPage())}>
      <PageTemplateForm />
    </Create>
  );
}

/** Adds an app or an instance template (the address says which), then back to the templates page. */
export function PageTemplateCreate() {
  return (
    <ResourceContextProvider value={useTemplateResourceOfAddress()}>
      <CreateForm />
    </ResourceContextProvider>
  );
}
