import { Navigate } from 'react-router-dom';
import { routes } from '../../config/constants';
import { useAccountId } from '../../session';
import { pageTemplatesPage } from './paths';

/** react-admin's own /pageTemplates route leads to the page of the selected account (or to the account list). */
export function PageTemplateListRedirect() {
  const accountId = useAccountId();
  return <Navigate to={accountId ? pageTemplatesPage.path({ accountId }) : routes.accountList} replace />;
}
