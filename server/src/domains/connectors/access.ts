// Who may read a connector's APIs: its developer account (viewing connectors), or an account that
// subscribes to the connector (the instance detail page's audience), which fills in its own values.
import type { Db } from '../../db/connection';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { hasFlag } from '../../security/permissions';
import type { Tenant } from '../../security/guard';
import { CONNECTOR_API_VIEW_FLAGS, INSTANCE_CONNECTOR_VIEW_FLAGS } from '../../../../contract/connectorsFlags';
import { linkedToConnector, ownConnector, subscribedConnector } from './connectorStore';

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

/**
 * An instance uses a connector's API once linked to the connector. The API of a connector the account
 * neither develops nor subscribes to answers as a missing one: another account's connector is not named.
 */
export async function requireLinked(db: Db, tenant: Tenant, appInstanceId: number, api: { connectorId: number }): Promise<void> {
  if (await linkedToConnector(db, tenant.accountId, appInstanceId, api.connectorId)) return;
  const known = (await ownConnector(db, tenant.accountId, api.connectorId)) || (await subscribedConnector(db, tenant.accountId, api.connectorId));
  if (!known) throw notFound('Connector API');
  throw badRequest('Link the app instance to this connector first');
}
