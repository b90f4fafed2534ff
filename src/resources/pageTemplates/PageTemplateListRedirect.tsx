import { Navigate, useParams } from 'react-router-dom';
import { routes } from '../../config/constants';
import { useAccountId } from '../../session';
import { pageTemplatesPage } from './paths';
import { useTemplateAddresses } from './useTemplateKind';

/** react-admin's own /pageTemplates route leads to the page of the selected account (or to the account list). */
export function PageTemplateListRedirect() {
  const accountId = useAccountId();
  return <Navigate to={accountId ? pageTemplatesPage.path({ accountId }) : routes.accountList} replace />;
}

/** react-admin's own /pageTemplates/create and /pageTemplates/:id lead to the template's address in the account. */
export function PageTemplateFormRedirect() {
  const accountId = useAccountId();
  const { id } = useParams();
  const addresses = useTemplateAddresses();
  if (!accountId) return <Navigate to={routes.accountList} replace />;
  return <Navigate to={id ? addresses.edit(id) : addresses.create} replace />;
}
