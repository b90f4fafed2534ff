import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '../session';
import { hardNavigate } from '../session/hardNavigate';
import { consoleUrl, routes } from '../config/constants';
import { publicPaths } from './publicPaths';

/** The root goes to the account list when a token exists (a full load into the console), else to sign-in. */
export function RootRedirect() {
  const { signedIn } = useSession();
  useEffect(() => {
    if (signedIn) hardNavigate(consoleUrl(routes.accountList));
  }, [signedIn]);
  return signedIn ? null : <Navigate to={publicPaths.login} replace />;
}
