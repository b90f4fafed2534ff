import { Edit } from 'react-admin';
import { useResultOnSuccess } from '../../ui/useResultOnSuccess';
import { useAccountId } from '../../session';
import { PageTemplateForm } from './PageTemplateForm';
import { pageTemplatesPage } from './paths';

/** Changes an app or an instance template, then back to the templates page. */
export function PageTemplateEdit() {
  const accountId = useAccountId();
  return (
    <Edit mutationMode="pessimistic" mutationOptions={useResultOnSuccess('updated', pageTemplatesPage.path({ accountId }))}>
      <PageTemplateForm />
    </Edit>
  );
}
