// English texts of Data Migration's connections (the default and the fallback). Other locales mirror its keys.
import { DATABASE_MESSAGES } from '../../../../contract/databasesRules';
import { MIGRATION_MESSAGES } from '../../../../contract/migrationRules';

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
    containers: {
      title: "Container files", container: "Container", containerHelp: "Letters, digits, '.', '_' or '-'",
      badName: "A container name has 1 to 63 letters, digits, '.', '_' or '-', and starts with a letter or digit",
      choose: "Choose files", files: "Files to upload", upload: "Upload", chosen: "Chosen: %{names}",
      tooLarge: "%{name} is larger than 25 MB, the most a file can be.", progress: "Upload progress",
      sent: "%{sent} of %{total} bytes sent", show: "Container", summary: "%{name} (%{files} files, %{bytes} bytes)",
      filesOf: "Files of %{name}", name: "File", bytes: "Bytes", uploaded: "Uploaded", actions: "Actions", download: "Download",
      delete: "Delete", deleteTitle: "Delete file", deleteQuestion: "Delete %{name} from the container?",
    },
    migration: {
      open: 'Migrate data', title: 'Migrate data', reviewTitle: 'Review the migration', source: 'From', target: 'To',
      tables: 'Tables to copy', allTables: 'All tables', rowsAbout: 'about %{rows} rows', review: 'Review', back: 'Back', start: 'Start',
      planSummary: '%{tables} tables, about %{rows} rows. Each column gets the type below; lossy conversions are marked.',
      targetExists: 'These tables already exist in the target: %{tables}. Drop or rename them there first.',
      columnsOf: 'Columns of %{table}', sourceType: 'Source type', targetType: 'Target type', note: 'Note', lossy: 'Lossy',
      rulesTitle: 'Type rules, %{source} to %{target}', rulesSameFamily: 'Between two databases of this kind, every known type is kept as it is.',
      sameType: 'the same type',
      runTitle: 'Migration from %{source} to %{target}', progress: 'Migration progress',
      status: { queued: 'Waiting for a worker…', running: 'Running…', succeeded: 'Finished: every table copied and proved.', failed: 'Stopped by an error.', cancelled: 'Cancelled.', interrupted: 'Interrupted: the server stopped during the run.' },
      statusLabel: 'Status', started: 'Started', recent: 'Recent migrations',
      rowsProgress: '%{done} of about %{total} rows', tablesProgress: '%{done} of %{total} tables', rate: '%{rate} rows/s',
      timeLeft: 'about %{seconds} s left', current: 'Copying %{table}',
      failedAtRow: '%{table}, row %{row}: %{message}.', failedIn: '%{table}: %{message}.',
      tableRemoved: 'The half-written table was removed from the target.', tableKept: 'Tables finished before it stay in the target.',
      proof: 'Proof of the copy', sourceRows: 'Rows read', targetRows: 'Rows in target', checksums: 'Checksum', verified: 'Verified',
      match: 'Match', differs: 'Differs', cancelRun: 'Cancel the migration',
    },
    messages: { migrated: MIGRATION_MESSAGES.succeeded as string },
  },
  // The success texts of the connections' resource (src/resources/databases/databasesResources.ts).
  resources: {
    databaseConnections: {
      notifications: { created: DATABASE_MESSAGES.saved as string, updated: DATABASE_MESSAGES.updated as string, deleted: DATABASE_MESSAGES.deleted as string },
    },
  },
};

export type DatabasesMessages = typeof en;
