// The account's email templates: search, sort, page; a row opens its edit view. The list's state stays
// out of the URL (the page's path is a bookmark).
import { DataTable, DateField, EditButton, List, SearchInput, useTranslate } from 'react-admin';
import type { EmailTemplate } from '../../../contract/emailTemplates';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export function EmailTemplateList() {
  const translate = useTranslate();
  return (
    <List
      title={translate('emailTemplates.menu')}
      filters={filters}
      sort={{ field: 'updatedAt', order: 'DESC' }}
      disableSyncWithLocation
      storeKey="emailTemplates.list"
      exporter={false}
      empty={false}
    >
      <DataTable<EmailTemplate> rowClick="edit" bulkActionButtons={false} empty={<>{translate('emailTemplates.empty')}</>}>
        <DataTable.Col source="name" />
        <DataTable.Col source="description" disableSort />
        <DataTable.Col source="updatedAt" field={DateField} />
        <DataTable.Col label={false} disableSort render={() => <EditButton />} />
      </DataTable>
    </List>
  );
}
