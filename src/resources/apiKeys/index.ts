// API keys (developer-portal.md §7 "API keys"): a tab on an app instance's detail page, for the
// subscribing account's holders of manage_api_keys.
import { definePlugin } from '../../plugins/types';
import { lazyView } from '../../plugins/lazyView';
import { MANAGE_API_KEYS } from '../../../contract/apiKeysFlags';
import { apiKeysMessages } from './messages';
import { API_KEYS_RESOURCE, apiKeysDataProvider } from './apiKeysDataProvider';

const InstanceApiKeysSection = lazyView(() => import('./InstanceApiKeysSection'), 'InstanceApiKeysSection');

export const apiKeysPlugin = definePlugin({
  name: 'apiKeys',
  resources: [{ name: API_KEYS_RESOURCE, dataProvider: apiKeysDataProvider }],
  sections: [
    { place: 'instanceDetail', key: 'apiKeys', label: 'apiKeys.section', component: InstanceApiKeysSection, anyOfFlags: [MANAGE_API_KEYS], order: 40 },
  ],
  messages: apiKeysMessages,
});
