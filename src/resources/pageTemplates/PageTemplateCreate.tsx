import { Create } from 'react-admin';
import { useResultOnSuccess } from '../../ui/useResultOnSuccess';
import { useAccountId } from '../../session';
import { PageTemplateForm } from './PageTemplateForm';
import { pageTemplatesPage } from './paths';

/** Adds an app or an instance template (the resource says which), then back to the templates page. */
export function PageTemplateCreate() {
  const accountId = useAccountId();
  return (
    <Create mutationOptions={useResultOnSuccess('created', pageTemplatesPage.path({ accountId }))}>
      <PageTemplateForm />
    </Create>
  );
}
