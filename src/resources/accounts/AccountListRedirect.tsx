import { Navigate } from 'react-router-dom';
import { routes } from '../../config/constants';

/** react-admin's own /accounts list route (its "list" redirects, breadcrumbs) leads to the spec path. */
export function AccountListRedirect() {
  return <Navigate to={routes.accountList} replace />;
}
