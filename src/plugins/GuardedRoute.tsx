// react-admin gives custom routes no access check (DESIGN §7): every plugin route goes through here.
import type { ReactElement } from 'react';
import { Authenticated, usePermissions } from 'react-admin';
import { Navigate } from 'react-router-dom';
import type { Flags } from '../session/session';
import { hasAnyFlag } from './registry';
import { routes } from '../config/constants';
import { preloadView } from './lazyView';

function FlagGate({ anyOfFlags, children }: { anyOfFlags?: string[]; children: ReactElement }) {
  const { permissions, isPending } = usePermissions<Flags>();
  if (isPending) return null;
  if (!hasAnyFlag(permissions ?? {}, anyOfFlags)) return <Navigate to={routes.unauthorized} replace />;
  return children;
}

export function GuardedRoute({ anyOfFlags, children }: { anyOfFlags?: string[]; children: ReactElement }) {
  preloadView(children);
  return (
    <Authenticated>
      <FlagGate anyOfFlags={anyOfFlags}>{children}</FlagGate>
    </Authenticated>
  );
}
