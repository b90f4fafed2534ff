// What the databases routes share: the sealing of passwords, the address policy and time-outs of
// outgoing connections, and the embedded databases.
import type { SecretBox } from '../../security/secretBox';
import type { DataSourcePolicy } from './dataSources';
import type { EmbeddedDatabases } from './embeddedDatabases';

export interface DatabaseServices {
  box: SecretBox;
  policy: DataSourcePolicy;
  embedded: EmbeddedDatabases;
}

export interface DatabaseRouteOptions {
  services: DatabaseServices;
}
