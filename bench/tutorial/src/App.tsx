// The react-admin tutorial's app (create-react-admin with ra-data-simple-rest): one resource, the
// users list the tutorial writes from what ListGuesser shows. No authentication, as in the tutorial.
import { Admin, Datagrid, EmailField, List, Resource, TextField } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

const dataProvider = simpleRestProvider('/api');

const UserList = () => (
  <List>
    <Datagrid rowClick="edit">
      <TextField source="id" />
      <TextField source="name" />
      <TextField source="username" />
      <EmailField source="email" />
      <TextField source="phone" />
      <TextField source="website" />
      <TextField source="company" />
    </Datagrid>
  </List>
);

export const App = () => (
  <Admin dataProvider={dataProvider} disableTelemetry>
    <Resource name="users" list={UserList} />
  </Admin>
);
