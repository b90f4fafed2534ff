// A plugin whose data comes from a backend of its own rather than the platform's services: the
// resource is given ra-data-simple-rest's provider, and the console's composite dataProvider
// (src/dataProviders/index.ts, react-admin's combineDataProviders) routes every call on 'tickets'
// to it. Adding it to the console is one line in src/corePlugins.ts, with the backend's address:
// `ticketsPlugin(import.meta.env.VITE_TICKETS_URL)`. docs/plugins.md "Bringing your own DataProvider".
import simpleRestProvider from 'ra-data-simple-rest';
import { Create, DataTable, Edit, List, SearchInput, SelectInput, SimpleForm, TextInput, required, maxLength } from 'react-admin';
import { definePlugin } from '../../../src/plugins/types';
import type { Ticket } from './ticketsServer';

export const TICKETS_RESOURCE = 'tickets';
const statuses = [{ id: 'open', name: 'Open' }, { id: 'closed', name: 'Closed' }];

export function TicketList() {
  return (
    <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: 'id', order: 'DESC' }}>
      <DataTable<Ticket> rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="title" />
        <DataTable.Col source="status" />
      </DataTable>
    </List>
  );
}

function TicketForm() {
  return (
    <SimpleForm>
      <TextInput source="title" validate={[required(), maxLength(120)]} />
      <SelectInput source="status" choices={statuses} defaultValue="open" validate={required()} />
    </SimpleForm>
  );
}

export const TicketCreate = () => <Create redirect="list"><TicketForm /></Create>;
export const TicketEdit = () => <Edit mutationMode="pessimistic"><TicketForm /></Edit>;

export const ticketsPlugin = (backendUrl: string) => definePlugin({
  name: 'tickets',
  resources: [{
    name: TICKETS_RESOURCE, list: TicketList, create: TicketCreate, edit: TicketEdit, recordRepresentation: 'title',
    dataProvider: simpleRestProvider(backendUrl),
  }],
  // Anyone signed in may work on tickets: the backend answers for its own rules.
  canAccess: (_flags, { resource }) => (resource === TICKETS_RESOURCE ? true : undefined),
});
