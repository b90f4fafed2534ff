// Who may list and change a declared resource (dataProviders/declaredResource.ts): the flags of the
// route behind the action, as the server guards it (contract/<domain>Routes.ts), so a domain
// declares its flags once for both tiers.
import type { DeclaredResource } from '../dataProviders/declaredResource';
import type { AccessRule } from './types';
import { hasAnyFlag } from './flags';

const routeOf = (declared: DeclaredResource, action: string | undefined) => {
  switch (action) {
    case 'create': return declared.create;
    case 'edit': return declared.update;
    case 'delete': return declared.delete;
    default: return declared.list;
  }
};

export function declaredAccess(resources: Record<string, DeclaredResource>): AccessRule {
  return (flags, { resource, action }) => {
    const declared = resource === undefined ? undefined : resources[resource];
    if (!declared) return undefined;
    const route = routeOf(declared, action);
    return route !== undefined && hasAnyFlag(flags, route.flags);
  };
}
