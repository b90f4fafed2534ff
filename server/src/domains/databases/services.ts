// What the databases routes share: the sealing of passwords, the address policy and time-outs of
// outgoing connections, and the embedded databases.
import type { SecretBox } from '../../security/secretBox';
import type { databaseConnections } from '../../db/schema';
import type { DataSourcePolicy } from './dataSources';
import type { EmbeddedDatabases } from './embeddedDatabases';

export interface DatabaseServices {
  box: SecretBox;
  policy: DataSourcePolicy;
  embedded: EmbeddedDatabases;
}

/** A saved connection's password, unsealed only to connect with it. */
export const keptPassword = (box: SecretBox, row: Pick<typeof databaseConnections.$inferSelect, 'passwordSealed'>): string | null =>
  (row.passwordSealed ? box.open(row.passwordSealed, 'database-connection') : null);

export interface DatabaseRouteOptions {
  services: DatabaseServices;
}
