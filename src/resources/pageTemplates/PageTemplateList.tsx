// An account's app or instance templates (the resource context says which): search (500 ms), sort, page.
// A row's name selects the template, whose pages show below the list; Edit and Delete per row (§8 dialogs).
// The list's state stays out of the URL (the page's path is a bookmark).
import {
  CreateButton, DataTable, DateField, DeleteWithConfirmButton, EditButton, List, SearchInput, TopToolbar, useCanAccess, useResourceContext,
  useTranslate,
} from 'react-admin';
import { Button, type SxProps } from '@mui/material';
import type { PageTemplate } from '../../../contract/pageTemplates';
import { useResultOnSuccess } from '../../ui/useResultOnSuccess';
import { useTemplateAddresses } from './useTemplateKind';

// The chosen template's row is marked at its start (a background would dim its buttons below 4.5:1).
const SELECTED_ROW: SxProps = { '& > td:first-of-type': { borderLeft: '4px solid', borderLeftColor: 'primary.main' } };
const NOT_SELECTED: SxProps = {};

const filters = [<SearchInput key="q" source="q" alwaysOn />];

function RowActions({ record, canEdit }: { record: PageTemplate; canEdit: boolean }) {
  const afterDelete = useResultOnSuccess('deleted');
  const addresses = useTemplateAddresses();
  if (!canEdit) return null;
  return (
    <>
      <EditButton record={record} to={addresses.edit(record.id)} />
      <DeleteWithConfirmButton record={record} mutationMode="pessimistic" mutationOptions={afterDelete} redirect={false} />
    </>
  );
}

export function PageTemplateList({ selectedId, onSelect }: { selectedId?: number; onSelect: (template: PageTemplate) => void }) {
  const translate = useTranslate();
  const resource = useResourceContext()!;
  const { canAccess: canEdit = false } = useCanAccess({ resource, action: 'edit' });
  const addresses = useTemplateAddresses();
  return (
    <List
      title={translate('pageTemplates.menu')}
      filters={filters}
      sort={{ field: 'updatedAt', order: 'DESC' }}
      disableSyncWithLocation
      storeKey={`${resource}.list`}
      exporter={false}
      empty={false}
      actions={<TopToolbar>{canEdit && <CreateButton to={addresses.create} />}</TopToolbar>}
    >
      <DataTable<PageTemplate>
        rowClick={false}
        bulkActionButtons={false}
        empty={<>{translate('pageTemplates.empty')}</>}
        rowSx={(record) => (record.id === selectedId ? SELECTED_ROW : NOT_SELECTED)}
      >
        <DataTable.Col
          source="name"
          render={(record) => (
            <Button size="small" aria-pressed={record.id === selectedId} onClick={() => onSelect(record as PageTemplate)} sx={{ textTransform: 'none' }}>
              {record.name}
            </Button>
          )}
        />
        <DataTable.Col source="appName" disableSort />
        <DataTable.Col source="description" disableSort />
        <DataTable.Col source="updatedAt" field={DateField} />
        <DataTable.Col label={false} disableSort render={(record) => <RowActions record={record as PageTemplate} canEdit={canEdit} />} />
      </DataTable>
    </List>
  );
}
