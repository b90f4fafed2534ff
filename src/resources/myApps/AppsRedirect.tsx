// /app/apps (console-shell.md §2 names it and nothing more; docs/decisions.md): the selected
// account's My Apps, or the account list before one is picked.
import { Navigate } from 'react-router-dom';
import { routes } from '../../config/constants';
import { useSession } from '../../session';

export function AppsRedirect() {
  const { accountId } = useSession();
  return <Navigate to={accountId ? routes.landing(accountId) : routes.accountList} replace />;
}
