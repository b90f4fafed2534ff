// An account's app and instance templates as react-admin resources served by their declared routes
// (contract/pageTemplatesRoutes.ts): the lists in the spec's sortBy/pageNo dialect, one template, add,
// change and delete, traced under the resources' names as before. Who may list and change them follows
// the routes' flags (declaredAccess), as for a template's pages' resources (templatePagesResources.ts);
// the pages' named calls keep the domain's rule (pageTemplatesAccess). What a template may be for (the
// account's apps and instances) is a resource's one record, read with useGetOne under the account's id.
import { declaredResourceProvider, type DeclaredResource } from '../../dataProviders/declaredResource';
import { viewProvider } from '../../dataProviders/viewProvider';
import { callDeclared } from '../../dataProviders/declaredCall';
import { declaredAccess } from '../../plugins/declaredAccess';
import type { AccessRule } from '../../plugins/types';
import type { Route } from '../../../contract/routeTable';
import { appTemplateRoutes, instanceTemplateRoutes } from '../../../contract/pageTemplatesRoutes';
import { INSTANCE_TEMPLATES_RESOURCE, PAGE_TEMPLATES_RESOURCE, pageTemplatesAccess } from './pageTemplatesAccess';
import { templatePagesDeclared } from './templatePagesResources';

const declaredOf = (routes: Record<'list' | 'getOne' | 'create' | 'update' | 'remove', Route>): DeclaredResource => ({
  list: routes.list, getOne: routes.getOne, create: routes.create, update: routes.update, delete: routes.remove,
});

export const pageTemplatesDeclared: Record<string, DeclaredResource> = {
  [PAGE_TEMPLATES_RESOURCE]: declaredOf(appTemplateRoutes),
  [INSTANCE_TEMPLATES_RESOURCE]: declaredOf(instanceTemplateRoutes),
};

export const TEMPLATE_TARGETS_RESOURCE = 'templateTargets';

/** GET /templates/targets: the apps the account develops or uses, and its instances, under the id asked for. */
export const templateTargetsProvider = viewProvider(TEMPLATE_TARGETS_RESOURCE, () => callDeclared(appTemplateRoutes.targets));

export const templateProviders = {
  [PAGE_TEMPLATES_RESOURCE]: declaredResourceProvider(pageTemplatesDeclared[PAGE_TEMPLATES_RESOURCE]),
  [INSTANCE_TEMPLATES_RESOURCE]: declaredResourceProvider(pageTemplatesDeclared[INSTANCE_TEMPLATES_RESOURCE]),
};

const templatesAccess = declaredAccess({ ...pageTemplatesDeclared, ...templatePagesDeclared });

/** The templates and pages by their routes' flags, then the pages' named calls by the domain's rule: the first defined answer wins. */
export const pageTemplatesCanAccess: AccessRule = (flags, request) => templatesAccess(flags, request) ?? pageTemplatesAccess(flags, request);
