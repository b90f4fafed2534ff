// Connectors (developer-portal.md §7 "Connectors"): a tab on a connector's edit page for its APIs,
// and a tab on an app instance's detail page to link it to connectors, fill in its values and test
// the calls. No pages of its own: both extend other domains' pages as sections. Their lists are
// resources served by the domain's declared routes (connectorsResources.ts), who may list and change
// them following the routes' flags.
import { definePlugin } from '../../plugins/types';
import { lazyView } from '../../plugins/lazyView';
import { declaredAccess } from '../../plugins/declaredAccess';
import { connectorsMessages } from './messages';
import { CONNECTORS_RESOURCE, connectorsDataProvider } from './connectorsDataProvider';
import { connectorsDeclared, connectorsResources } from './connectorsResources';
import { CONNECTOR_API_VIEW_FLAGS, INSTANCE_CONNECTOR_VIEW_FLAGS } from '../../../contract/connectorsFlags';

const ConnectorApisSection = lazyView(() => import('./ConnectorApisSection'), 'ConnectorApisSection');
const InstanceConnectorsSection = lazyView(() => import('./InstanceConnectorsSection'), 'InstanceConnectorsSection');

export const connectorsPlugin = definePlugin({
  name: 'connectors',
  resources: [{ name: CONNECTORS_RESOURCE, dataProvider: connectorsDataProvider }, ...connectorsResources],
  canAccess: declaredAccess(connectorsDeclared),
  sections: [
    {
      key: 'connectorApis', place: 'appEdit', label: 'connectors.sections.apis', anyOfFlags: CONNECTOR_API_VIEW_FLAGS, component: ConnectorApisSection, order: 50,
      when: ({ app }) => app.type === 'connector',
    },
    { key: 'connectors', place: 'instanceDetail', label: 'connectors.sections.instance', anyOfFlags: INSTANCE_CONNECTOR_VIEW_FLAGS, component: InstanceConnectorsSection, order: 50 },
  ],
  messages: connectorsMessages,
});
