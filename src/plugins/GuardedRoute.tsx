// react-admin gives custom routes no access check (DESIGN §7): every plugin route goes through here.
// A page that needs flags needs an account: opened before any is entered (a link opened at once
// after signing in), the account list asks for one first and then comes back here.
import type { ReactElement } from 'react';
import { Authenticated } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession, useFlags } from '../session';
import { returningTo } from '../session/returnTarget';
import { hasAnyFlag } from './registry';
import { routes } from '../config/constants';
import { preloadView } from './lazyView';

function FlagGate({ anyOfFlags, children }: { anyOfFlags: string[]; children: ReactElement }) {
  const { permissions, isPending, isFetching } = useFlags();
  const { accountId } = useSession();
  const { pathname, search } = useLocation();
  if (!accountId) return <Navigate to={returningTo(routes.accountList, `${pathname}${search}`)} replace />;
  if (isPending) return null;
  const allowed = hasAnyFlag(permissions ?? {}, anyOfFlags);
  // Flags being read again (the account was entered meanwhile, here or in another tab) may allow
  // what the answer before them did not: a refusal waits for them.
  if (!allowed && isFetching) return null;
  if (!allowed) return <Navigate to={routes.unauthorized} replace />;
  return children;
}

export function GuardedRoute({ anyOfFlags, children }: { anyOfFlags?: string[]; children: ReactElement }) {
  preloadView(children);
  return (
    <Authenticated>
      {anyOfFlags?.length ? <FlagGate anyOfFlags={anyOfFlags}>{children}</FlagGate> : children}
    </Authenticated>
  );
}
