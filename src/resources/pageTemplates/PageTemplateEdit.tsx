import { Edit, ResourceContextProvider } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useResultOnSuccess } from '../../ui/useResultOnSuccess';
import { PageTemplateForm } from './PageTemplateForm';
import { useBackToPage } from './useBackToPage';
import { useTemplateResourceOfAddress } from './useTemplateKind';

function EditForm({ id }: { id: string }) {
  return (
    <Edit id={id} mutationMode="pessimistic" mutationOptions={useResultOnSuccess('updated', useBackToPage())}>
      <PageTemplateForm />
    </Edit>
  );
}

/** Changes an app or an instance template (the address says which), then back to the templates page. */
export function PageTemplateEdit() {
  const { id } = useParams();
  return (
    <ResourceContextProvider value={useTemplateResourceOfAddress()}>
      <EditForm id={id!} />
    </ResourceContextProvider>
  );
}
