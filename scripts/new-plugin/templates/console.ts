// The new domain's console plugin (src/resources/<name>/, or a package's console/): the plugin, its
// resource served by the domain's declared routes, its page and menu entry, and the resource's views.
import type { FileRefs } from '../layout';
import type { DomainNames } from '../names';

/** The nav order of a new domain: after the shipped entries. */
const NAV_ORDER = 990;

export const pluginIndexFile = (n: DomainNames, r: FileRefs) => `// ${n.title}: the account's ${n.pluralLabel}, a list with create, edit and delete over the domain's declared
// routes (${r.path('declarations')}). Who may list or change them follows the routes' flags: readers
// hold view_${n.snake} or edit_${n.snake}, writers edit_${n.snake} (${r.path('flags')}; owners hold
// both through allpermissions).
import CategoryIcon from '@mui/icons-material/Category';
import { definePlugin } from '${r.host('src/plugins/types')}';
import { lazyView } from '${r.host('src/plugins/lazyView')}';
import { declaredAccess } from '${r.host('src/plugins/declaredAccess')}';
import { declaredResourceProvider } from '${r.host('src/dataProviders/declaredResource')}';
import { READ_${n.CONSTANT}_FLAGS } from '${r.own('flags')}';
import { ${n.CONSTANT}_RESOURCE, ${n.name}Declared, ${n.name}Page } from '${r.own('resources')}';
import { ${n.name}Messages } from '${r.own('messagesIndex')}';

const ${n.Plural}Page = lazyView(() => import('${r.own('page')}'), '${n.Plural}Page');
const ${n.Singular}ListRedirect = lazyView(() => import('${r.own('page')}'), '${n.Singular}ListRedirect');
const ${n.Singular}Create = lazyView(() => import('${r.own('form')}'), '${n.Singular}Create');
const ${n.Singular}Edit = lazyView(() => import('${r.own('form')}'), '${n.Singular}Edit');

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
      dataProvider: declaredResourceProvider(${n.name}Declared[${n.CONSTANT}_RESOURCE]),
    },
  ],
  pages: [
    {
      path: ${n.name}Page, component: ${n.Plural}Page, anyOfFlags: READ_${n.CONSTANT}_FLAGS,
      nav: { key: '${n.name}', label: '${n.name}.menu', icon: CategoryIcon, order: ${NAV_ORDER} },
    },
  ],
  canAccess: declaredAccess(${n.name}Declared),
  messages: ${n.name}Messages,
});
`;

export const resourcesFile = (n: DomainNames, r: FileRefs) => `// The ${n.pluralLabel} resource as its routes declare it (${r.path('declarations')}): the list in its
// 'sortBy' dialect, one record, create, change and delete (traced under the resource's name), and who
// may list and change it. The calls name the selected account by the session's headers, read at call time.
import { pagePath } from '${r.host('src/config/pagePath')}';
import type { DeclaredResource } from '${r.host('src/dataProviders/declaredResource')}';
import { ${n.singular}Routes } from '${r.own('declarations')}';

export const ${n.CONSTANT}_RESOURCE = '${n.name}';

/** The page listing the resource, in the selected account: \`${n.name}Page.path({ accountId })\`. */
export const ${n.name}Page = pagePath('/app/:accountId/${n.kebab}');

export const ${n.name}Declared: Record<string, DeclaredResource> = {
  [${n.CONSTANT}_RESOURCE]: {
    list: ${n.singular}Routes.list, getOne: ${n.singular}Routes.getOne, create: ${n.singular}Routes.create,
    update: ${n.singular}Routes.update, delete: ${n.singular}Routes.remove,
  },
};
`;

export const pageFile = (n: DomainNames, r: FileRefs) => `// The ${n.pluralLabel} page (/app/{accountId}/${n.kebab}): a plugin page, not react-admin's /${n.name}, so the
// list runs inside an explicit resource context; react-admin's /${n.name} leads to it. The list searches,
// sorts and pages; a row opens its edit view. Its state stays out of the URL (the page's path is a bookmark).
import {
  DataTable, DateField, EditButton, List, ResourceContextProvider, SearchInput, useListContext, useTranslate,
} from 'react-admin';
import { Navigate } from 'react-router-dom';
import { routes } from '${r.host('src/config/constants')}';
import { useAccountId } from '${r.host('src/session')}';
import type { ${n.Singular} } from '${r.own('schemas')}';
import { ${n.CONSTANT}_RESOURCE, ${n.name}Page } from '${r.own('resources')}';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** No rows: none yet, or none matching the search (which says so, rather than looking like an empty list). */
function ${n.Singular}ListEmpty() {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  return <>{translate(filterValues.q ? '${n.name}.noMatch' : '${n.name}.empty')}</>;
}

function ${n.Singular}List() {
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

export function ${n.Plural}Page() {
  return (
    <ResourceContextProvider value={${n.CONSTANT}_RESOURCE}>
      <${n.Singular}List />
    </ResourceContextProvider>
  );
}

/** react-admin's own /${n.name} route leads to the page of the selected account (or to the account list). */
export function ${n.Singular}ListRedirect() {
  const accountId = useAccountId();
  return <Navigate to={accountId ? ${n.name}Page.path({ accountId }) : routes.accountList} replace />;
}
`;

export const formFile = (n: DomainNames, r: FileRefs) => `// A ${n.singularLabel.toLowerCase()}'s create and edit views: one form, with the contract's limits. Edit is
// pessimistic, so its delete asks first; both go back to the list after a save.
import { Create, Edit, maxLength, required, SimpleForm, TextInput } from 'react-admin';
import { ${n.SINGULAR_CONSTANT}_DESCRIPTION_MAX, ${n.SINGULAR_CONSTANT}_NAME_MAX } from '${r.own('rules')}';

const nameRules = [required('${n.name}.validation.nameRequired'), maxLength(${n.SINGULAR_CONSTANT}_NAME_MAX)];
const descriptionRules = [maxLength(${n.SINGULAR_CONSTANT}_DESCRIPTION_MAX)];

function ${n.Singular}Form() {
  return (
    <SimpleForm>
      <TextInput source="name" validate={nameRules} fullWidth />
      <TextInput source="description" validate={descriptionRules} multiline minRows={3} fullWidth />
    </SimpleForm>
  );
}

export function ${n.Singular}Create() {
  return (
    <Create redirect="list">
      <${n.Singular}Form />
    </Create>
  );
}

export function ${n.Singular}Edit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <${n.Singular}Form />
    </Edit>
  );
}
`;
