import { BooleanField, DataTable, DateField, EditButton, List, SearchInput } from 'react-admin';
import type { Note } from '../contract/notes';

const noteFilters = [<SearchInput key="q" source="q" alwaysOn />];

export function NoteList() {
  return (
    <List filters={noteFilters} sort={{ field: 'updatedAt', order: 'DESC' }}>
      <DataTable<Note> rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="title" />
        <DataTable.Col source="pinned" field={BooleanField} />
        <DataTable.Col source="updatedAt" field={DateField} />
        <DataTable.Col label={false} disableSort render={() => <EditButton />} />
      </DataTable>
    </List>
  );
}
