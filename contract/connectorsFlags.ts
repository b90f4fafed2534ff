// The connectors' permission flags (developer-portal.md §6, §7 "Connectors"), declared once for the
// server's guards and the console's sections. No TypeBox here: the console imports this file.
import { updateFlag, viewFlag } from './developerPortalFlags';
import { MARKETPLACE_FLAG, subscribeFlag } from './marketplaceFlags';
import { MY_APPS_FLAGS } from './myAppsFlags';

/** Reading a connector's APIs (its developer, on the connector's edit page). */
export const CONNECTOR_API_VIEW_FLAGS = [viewFlag('connector'), updateFlag('connector')];
/** Adding, changing, deleting and testing a connector's APIs. */
export const CONNECTOR_API_CHANGE_FLAGS = [updateFlag('connector')];
/** Reading an instance's connector links and values (the instance detail page's audience). */
export const INSTANCE_CONNECTOR_VIEW_FLAGS = [MARKETPLACE_FLAG, subscribeFlag('connector'), ...MY_APPS_FLAGS];
/** Linking an instance to connectors, filling its values and testing its calls. */
export const INSTANCE_CONNECTOR_CHANGE_FLAGS = [MARKETPLACE_FLAG, subscribeFlag('connector')];
