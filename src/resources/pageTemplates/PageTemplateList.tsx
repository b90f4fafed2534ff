// The account's page templates: search, sort, page; a row opens its edit view. The list's state stays
// out of the URL (the page's path is a bookmark).
import { DataTable, DateField, EditButton, List, SearchInput, useTranslate } from 'react-admin';
import type { PageTemplate } from '../../../contract/pageTemplates';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export function PageTemplateList() {
  const translate = useTranslate();
  return (
    <List
      title={translate('pageTemplates.menu')}
      filters={filters}
      sort={{ field: 'updatedAt', order: 'DESC' }}
      disableSyncWithLocation
      storeKey="pageTemplates.list"
      exporter={false}
      empty={false}
    >
      <DataTable<PageTemplate> rowClick="edit" bulkActionButtons={false} empty={<>{translate('pageTemplates.empty')}</>}>
        <DataTable.Col source="name" />
        <DataTable.Col source="description" disableSort />
        <DataTable.Col source="updatedAt" field={DateField} />
        <DataTable.Col label={false} disableSort render={() => <EditButton />} />
      </DataTable>
    </List>
  );
}
