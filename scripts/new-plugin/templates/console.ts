// The new domain's console plugin (src/resources/<name>/): the plugin, its resource's views over the
// server's calls, its page and menu entry, its access rule.
import type { DomainNames } from '../names';

/** The nav order of a new domain: after the shipped entries. */
const NAV_ORDER = 990;

export const pluginIndexFile = (n: DomainNames) => `// ${n.title}: the account's ${n.pluralLabel}, a list with create, edit and delete over the server's
// /manage/${n.kebab} calls. Readers hold view_${n.snake} or edit_${n.snake}, writers edit_${n.snake}
// (contract/${n.name}Flags.ts; owners hold both through allpermissions).
import CategoryIcon from '@mui/icons-material/Category';
import { definePlugin } from '../../plugins/types';
import { lazyView } from '../../plugins/lazyView';
import { READ_${n.CONSTANT}_FLAGS } from '../../../contract/${n.name}Flags';
import { ${n.CONSTANT}_RESOURCE, ${n.name}Access } from './${n.name}Access';
import { ${n.name}Endpoints } from './${n.name}Endpoints';
import { ${n.name}Page } from './paths';
import { ${n.name}Messages } from './messages';

const ${n.Plural}Page = lazyView(() => import('./${n.Plural}Page'), '${n.Plural}Page');
const ${n.Singular}ListRedirect = lazyView(() => import('./${n.Singular}ListRedirect'), '${n.Singular}ListRedirect');
const ${n.Singular}Create = lazyView(() => import('./${n.Singular}Create'), '${n.Singular}Create');
const ${n.Singular}Edit = lazyView(() => import('./${n.Singular}Edit'), '${n.Singular}Edit');

export const ${n.name}Plugin = definePlugin({
  name: '${n.name}',
  resources: [
    {
      name: ${n.CONSTANT}_RESOURCE,
      // react-admin's own list route (its "list" redirects after a save or a delete) leads to the page.
      list: ${n.Singular}ListRedirect,
      create: ${n.Singular}Create,
      edit: ${n.Singular}Edit,
      icon: CategoryIcon,
      recordRepresentation: 'name',
      endpoints: ${n.name}Endpoints,
    },
  ],
  pages: [
    {
      path: ${n.name}Page, component: ${n.Plural}Page, anyOfFlags: READ_${n.CONSTANT}_FLAGS,
      nav: { key: '${n.name}', label: '${n.name}.menu', icon: CategoryIcon, order: ${NAV_ORDER} },
    },
  ],
  canAccess: ${n.name}Access,
  messages: ${n.name}Messages,
});
`;

export const pathsFile = (n: DomainNames) => `import { pagePath } from '../../config/pagePath';

/** The ${n.pluralLabel} page, in the selected account: \`${n.name}Page.path({ accountId })\`. */
export const ${n.name}Page = pagePath('/app/:accountId/${n.kebab}');
`;

export const accessFile = (n: DomainNames) => `// Who may do what with ${n.pluralLabel}: reading needs view_${n.snake} or edit_${n.snake}, changing needs
// edit_${n.snake} (the contract's flags, which the server's guards use too). The registry asks every
// plugin in turn; undefined for other resources lets the next one answer. allpermissions is handled
// by the registry before any plugin is asked.
import type { AccessRule } from '../../plugins/types';
import { EDIT_${n.CONSTANT}, READ_${n.CONSTANT}_FLAGS } from '../../../contract/${n.name}Flags';

export const ${n.CONSTANT}_RESOURCE = '${n.name}';

const readActions = new Set(['list', 'show']);

export const ${n.name}Access: AccessRule = (flags, { resource, action }) => {
  if (resource !== ${n.CONSTANT}_RESOURCE) return undefined;
  if (!action || readActions.has(action)) return READ_${n.CONSTANT}_FLAGS.some((flag) => flags[flag] === true);
  return flags[EDIT_${n.CONSTANT}] === true;
};
`;

export const endpointsFile = (n: DomainNames) => `// The ${n.pluralLabel} calls on the manage service (the server's server/src/domains/${n.name}/routes/${n.name}.ts).
// The paged-service factory (src/dataProviders) turns this mapping into a react-admin DataProvider:
// zero-based paging in the 'sortBy' dialect, \`{ content, totalElements }\` lists, single records under
// \`data\`, and the activity trace. The calls name the selected account, read at call time.
import type { EndpointMapping } from '../../plugins/types';
import type { SessionScope } from '../../session';

const accountQuery = (scope: SessionScope) => ({ accountId: scope().accountId || undefined });

export const ${n.name}Endpoints = (scope: SessionScope): EndpointMapping => ({
  service: 'manage',
  list: { path: '/${n.kebab}', dialect: 'sortBy', query: () => accountQuery(scope) },
  getOne: (id) => \`/${n.kebab}/\${id}\`,
  create: '/${n.kebab}',
  update: (id) => \`/${n.kebab}/\${id}\`,
  delete: (id) => \`/${n.kebab}/\${id}\`,
  extraQuery: () => accountQuery(scope),
  recordField: 'data',
});
`;

export const pageFile = (n: DomainNames) => `// The ${n.pluralLabel} page (/app/{accountId}/${n.kebab}): a plugin page, not react-admin's /${n.name}, so the
// list runs inside an explicit resource context.
import { ResourceContextProvider } from 'react-admin';
import { ${n.Singular}List } from './${n.Singular}List';
import { ${n.CONSTANT}_RESOURCE } from './${n.name}Access';

export function ${n.Plural}Page() {
  return (
    <ResourceContextProvider value={${n.CONSTANT}_RESOURCE}>
      <${n.Singular}List />
    </ResourceContextProvider>
  );
}
`;

export const listFile = (n: DomainNames) => `// The account's ${n.pluralLabel}: search, sort, page; a row opens its edit view. The list's state stays
// out of the URL (the page's path is a bookmark).
import { DataTable, DateField, EditButton, List, SearchInput, useListContext, useTranslate } from 'react-admin';
import type { ${n.Singular} } from '../../../contract/${n.name}';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** No rows: none yet, or none matching the search (which says so, rather than looking like an empty list). */
function ${n.Singular}ListEmpty() {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  return <>{translate(filterValues.q ? '${n.name}.noMatch' : '${n.name}.empty')}</>;
}

export function ${n.Singular}List() {
  const translate = useTranslate();
  return (
    <List
      title={translate('${n.name}.menu')}
      filters={filters}
      sort={{ field: 'updatedAt', order: 'DESC' }}
      disableSyncWithLocation
      storeKey="${n.name}.list"
      exporter={false}
      empty={false}
    >
      <DataTable<${n.Singular}> rowClick="edit" bulkActionButtons={false} empty={<${n.Singular}ListEmpty />}>
        <DataTable.Col source="name" />
        <DataTable.Col source="description" disableSort />
        <DataTable.Col source="updatedAt" field={DateField} />
        <DataTable.Col label={false} disableSort render={() => <EditButton />} />
      </DataTable>
    </List>
  );
}
`;

export const listRedirectFile = (n: DomainNames) => `import { Navigate } from 'react-router-dom';
import { routes } from '../../config/constants';
import { useAccountId } from '../../session';
import { ${n.name}Page } from './paths';

/** react-admin's own /${n.name} route leads to the page of the selected account (or to the account list). */
export function ${n.Singular}ListRedirect() {
  const accountId = useAccountId();
  return <Navigate to={accountId ? ${n.name}Page.path({ accountId }) : routes.accountList} replace />;
}
`;

export const formFile = (n: DomainNames) => `import { maxLength, required, SimpleForm, TextInput } from 'react-admin';
import { ${n.SINGULAR_CONSTANT}_DESCRIPTION_MAX, ${n.SINGULAR_CONSTANT}_NAME_MAX } from '../../../contract/${n.name}Rules';

const nameRules = [required('${n.name}.validation.nameRequired'), maxLength(${n.SINGULAR_CONSTANT}_NAME_MAX)];
const descriptionRules = [maxLength(${n.SINGULAR_CONSTANT}_DESCRIPTION_MAX)];

/** One form for create and edit (with the edit view's delete button). */
export function ${n.Singular}Form() {
  return (
    <SimpleForm>
      <TextInput source="name" validate={nameRules} fullWidth />
      <TextInput source="description" validate={descriptionRules} multiline minRows={3} fullWidth />
    </SimpleForm>
  );
}
`;

export const createFile = (n: DomainNames) => `import { Create } from 'react-admin';
import { ${n.Singular}Form } from './${n.Singular}Form';

export function ${n.Singular}Create() {
  return (
    <Create redirect="list">
      <${n.Singular}Form />
    </Create>
  );
}
`;

export const editFile = (n: DomainNames) => `import { Edit } from 'react-admin';
import { ${n.Singular}Form } from './${n.Singular}Form';

export function ${n.Singular}Edit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <${n.Singular}Form />
    </Edit>
  );
}
`;
