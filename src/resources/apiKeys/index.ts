// API keys (developer-portal.md §7 "API keys"): a tab on an app instance's detail page, for the
// subscribing account's holders of manage_api_keys. The keys list is a resource served by the
// domain's declared routes (apiKeysResources.ts); who may list and change it follows their flags.
import { definePlugin } from '../../plugins/types';
import { lazyView } from '../../plugins/lazyView';
import { declaredAccess } from '../../plugins/declaredAccess';
import { MANAGE_API_KEYS } from '../../../contract/apiKeysFlags';
import { apiKeysMessages } from './messages';
import { API_KEYS_RESOURCE, apiKeysDataProvider } from './apiKeysDataProvider';
import { apiKeysDeclared, apiKeysResources } from './apiKeysResources';

const InstanceApiKeysSection = lazyView(() => import('./InstanceApiKeysSection'), 'InstanceApiKeysSection');

export const apiKeysPlugin = definePlugin({
  name: 'apiKeys',
  resources: [{ name: API_KEYS_RESOURCE, dataProvider: apiKeysDataProvider }, ...apiKeysResources],
  canAccess: declaredAccess(apiKeysDeclared),
  sections: [
    { place: 'instanceDetail', key: 'apiKeys', label: 'apiKeys.section', component: InstanceApiKeysSection, anyOfFlags: [MANAGE_API_KEYS], order: 40 },
  ],
  messages: apiKeysMessages,
});
