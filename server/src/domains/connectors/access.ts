// Who may read a connector's APIs: its developer account (viewing connectors), or an account that
// subscribes to the connector (the instance detail page's audience), which fills in its own values.
import type { Db } from '../../db/connection';
import { forbidden, notFound } from '../../http/errors';
import { hasFlag } from '../../security/permissions';
import type { Tenant } from '../../security/guard';
import { CONNECTOR_API_VIEW_FLAGS, INSTANCE_CONNECTOR_VIEW_FLAGS } from '../../../../contract/connectorsFlags';
import { ownConnector, subscribedConnector } from './connectorStore';

export async function readableConnector(db: Db, tenant: Tenant, connectorId: number): Promise<'developer' | 'subscriber'> {
  if (await ownConnector(db, tenant.accountId, connectorId)) {
    if (!hasFlag(tenant.flags, ...CONNECTOR_API_VIEW_FLAGS)) throw forbidden();
    return 'developer';
  }
  if (await subscribedConnector(db, tenant.accountId, connectorId)) {
    if (!hasFlag(tenant.flags, ...INSTANCE_CONNECTOR_VIEW_FLAGS)) throw forbidden();
    return 'subscriber';
  }
  throw notFound('Connector');
}
