import { Navigate } from 'react-router-dom';
import { routes } from '../../config/constants';
import { useAccountId } from '../../session';
import { emailTemplatesPage } from './paths';

/** react-admin's own /emailTemplates route leads to the page of the selected account (or to the account list). */
export function EmailTemplateListRedirect() {
  const accountId = useAccountId();
  return <Navigate to={accountId ? emailTemplatesPage.path({ accountId }) : routes.accountList} replace />;
}
