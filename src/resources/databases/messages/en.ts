// English texts of Data Migration's connections (the default and the fallback). Other locales mirror its keys.
import { DATABASE_MESSAGES } from '../../../../contract/databasesRules';

export const en = {
  databases: {
    title: { page: 'Data Migration', list: 'Database connections', add: 'Add database', edit: 'Edit database %{name}', delete: 'Delete database', browse: 'Tables of %{name}' },
    fields: {
      databaseName: 'Name', engine: 'Engine', host: 'Host', port: 'Port', database: 'Database', username: 'Username',
      password: 'Password', passwordKept: 'Password (kept; leave empty to keep it)', updatedAt: 'Updated',
      table: 'Table', schema: 'Schema', rowEstimate: 'Rows (estimate)', column: 'Column', type: 'Type', nullable: 'May be empty',
    },
    engines: { postgresql: 'PostgreSQL', mariadb: 'MariaDB / MySQL', embedded: 'Embedded (on this server)' },
    help: { embedded: 'An embedded database lives on this server: a name of letters, digits, _ or - is all it needs.' },
    action: { add: 'Add database', test: 'Test connection', browse: 'Tables', save: 'Save', cancel: 'Cancel', confirm: 'Yes', close: 'Close' },
    test: { ok: 'Connected to %{version} in %{ms} ms', failed: 'Could not connect: %{reason}' },
    question: { delete: 'Delete the database connection %{name}? The database itself is not touched.' },
    empty: 'No database connections yet. Add one now.',
    noTables: 'This database has no tables.',
    yes: 'Yes', no: 'No',
    messages: { ...DATABASE_MESSAGES } as Record<keyof typeof DATABASE_MESSAGES, string>,
  },
};

export type DatabasesMessages = typeof en;
