import { Navigate } from 'react-router-dom';
import { routes } from '../../config/constants';

/**
 * react-admin's own /accounts list route (its "list" redirects, breadcrumbs) leads to the spec path;
 * so does /app/pages, the parent of pages/account-list (console-shell.md §2; docs/decisions.md).
 */
export function AccountListRedirect() {
  return <Navigate to={routes.accountList} replace />;
}
